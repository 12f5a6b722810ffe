/**
 * Form parameters as GIS's PHP holds them (docs/providers.md, Slotegrator readings: signature): an ordered
 * map whose values are strings or ordered maps again, so that `rollback_transactions[0][action]=bet` is the
 * nested array PHP's parse_str makes of it, and http_build_query writes it back byte for byte.
 */

/** One parameter's value: a string, or a nested array (its entries in the order they came). */
type FormValue = string | Form
/** Parameters in order, as PHP's ordered arrays keep them. */
export type Form = [string, FormValue][]

/** A key with its bracketed path: `name` then any number of `[part]` (PHP's nested keys). */
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/

/** PHP's urlencode (RFC 1738): a space is `+`, everything but `A-Za-z0-9._-` is `%XX` in upper-case hex. */
const phpUrlencode = (text: string): string =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte)
    if (/[A-Za-z0-9._-]/.test(char)) return char
    if (char === ' ') return '+'
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }).join('')

/** PHP's http_build_query with its defaults: `key=value&…`, a nested key written `name%5Bpart%5D`. */
export const httpBuildQuery = (form: Form, prefix?: string): string =>
  form
    .map(([key, value]) => {
      const name = prefix === undefined ? phpUrlencode(key) : `${prefix}%5B${phpUrlencode(key)}%5D`
      return typeof value === 'string' ? `${name}=${phpUrlencode(value)}` : httpBuildQuery(value, name)
    })
    .filter((pair) => pair !== '')
    .join('&')

/** PHP's ksort of the top level by byte order (GIS's keys are never numeric); nested arrays keep theirs. */
export const ksort = (form: Form): Form =>
  [...form].sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))

/** Thrown for a body PHP would read differently from what it signed: a malformed or repeated key. */
export class MalformedForm extends Error {}

const entryOf = (form: Form, key: string): [string, FormValue] | undefined =>
  form.find(([name]) => name === key)

/**
 * A form body (`application/x-www-form-urlencoded`) as PHP's parse_str reads it: `+` and `%XX` decoded,
 * `a[0][b]=x` made the nested array a → 0 → b. A key given twice, or a value where an array is (or the
 * other way round), is refused rather than overwritten, so what is verified is what is handled.
 */
export const parseForm = (body: string): Form => {
  const form: Form = []
  for (const [key, value] of new URLSearchParams(body)) {
    const match = KEY.exec(key)
    if (!match) throw new MalformedForm(`Malformed parameter ${key}`)
    const path = [
      match[1] ?? '',
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? ''),
    ]
    let level = form
    for (const [index, rawPart] of path.entries()) {
      // `name[]` appends, as PHP does: the next integer key of that level.
      const part = rawPart === '' && index > 0 ? String(level.length) : rawPart
      const entry = entryOf(level, part)
      if (index === path.length - 1) {
        if (entry) throw new MalformedForm(`Parameter ${key} given twice`)
        level.push([part, value])
      } else if (entry === undefined) {
        const nested: Form = []
        level.push([part, nested])
        level = nested
      } else if (typeof entry[1] === 'string') throw new MalformedForm(`Parameter ${key} given twice`)
      else level = entry[1]
    }
  }
  return form
}
