import { createHash } from 'node:crypto'
import { type FileLayout, format, HEADER, SIGAP_NAMESPACE, SIGAP_VERSION } from './sigapLayout'

/** A character XML 1.0 can hold: not a control character other than tab and line ends, not U+FFFE/U+FFFF. */
const xmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff)

/** Whether a value holds anything that needs work: a control character, a surrogate, U+FFFE/U+FFFF, & < > " '. */
const special = (value: string): boolean => {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || (code >= 0xd800 && code <= 0xdfff) || code >= 0xfffe) return true
    if (code === 0x26 || code === 0x3c || code === 0x3e || code === 0x22 || code === 0x27) return true
  }
  return false
}

/** Drops what XML 1.0 cannot hold at all (control characters, lone surrogates) from a value. */
const xmlText = (value: string): string => {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (xmlChar(code) && !(code >= 0xd800 && code <= 0xdfff)) out += char
  }
  return out
}

/** A value as element text: most values (numbers, ids, instants) need nothing and are written as they are. */
const escapeXml = (value: string): string =>
  special(value)
    ? xmlText(value)
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&apos;')
    : value

const element = (indent: string, name: string, value: string) =>
  `${indent}<${name}>${escapeXml(value)}</${name}>\n`

/** Where a part sits in its day's file. */
export interface PartHeader {
  operator: string
  day: string
  part: number
  parts: number
}

/**
 * One part as bytes: the layout's elements in its order, fixed indentation and line ends, nothing that
 * depends on when it was built, so the same records always give the same bytes (and SHA-256).
 */
export const renderPart = <Row>(
  layout: FileLayout<Row>,
  header: PartHeader,
  rows: readonly Row[],
  totals: Record<string, number>,
): Buffer => {
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<${layout.root} xmlns="${SIGAP_NAMESPACE}" versao="${SIGAP_VERSION}">\n`
  out += `  <${HEADER.element}>\n`
  out += element('    ', HEADER.operator, header.operator)
  out += element('    ', HEADER.day, header.day)
  out += element('    ', HEADER.part, format.integer(header.part))
  out += element('    ', HEADER.parts, format.integer(header.parts))
  out += element('    ', HEADER.records, format.integer(rows.length))
  for (const total of layout.totals)
    out += element('    ', total.element, format.money(totals[total.total] ?? 0))
  out += `  </${HEADER.element}>\n`
  if (rows.length === 0) out += `  <${layout.list}/>\n`
  else {
    const parts: string[] = [`  <${layout.list}>\n`]
    for (const row of rows) {
      let record = `    <${layout.record}>\n`
      for (const field of layout.fields) {
        const value = field.value(row)
        if (value !== null) record += element('      ', field.element, value)
      }
      parts.push(`${record}    </${layout.record}>\n`)
    }
    parts.push(`  </${layout.list}>\n`)
    out += parts.join('')
  }
  out += `</${layout.root}>\n`
  return Buffer.from(out, 'utf8')
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex')
