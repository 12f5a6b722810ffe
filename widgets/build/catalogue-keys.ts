import ts from 'typescript'
import type { Catalogue } from '../../src/i18n/translator'

/** Every string a TypeScript source spells out: literals, and the text before a template's first ${. */
function stringsOf(fileName: string, source: string): { text: string; partial: boolean }[] {
  const found: { text: string; partial: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push({ text: node.text, partial: false })
    else if (ts.isTemplateHead(node)) found.push({ text: node.text, partial: true })
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX))
  return found
}

/**
 * Which catalogue keys some sources can ask for: a literal equal to a key ('validation.phone'), or a prefix
 * of keys when the key is built (`http.${status}`, or 'code.' + n).
 */
export function referencedKeys(sources: { fileName: string; text: string }[]): (key: string) => boolean {
  const exact = new Set<string>()
  const prefixes = new Set<string>()
  for (const { fileName, text } of sources)
    for (const { text: literal, partial } of stringsOf(fileName, text)) {
      if ((partial || literal.endsWith('.')) && /^[\w-]+\./.test(literal)) prefixes.add(literal)
      else exact.add(literal)
    }
  return (key) => exact.has(key) || [...prefixes].some((prefix) => key.startsWith(prefix))
}

/** The catalogue with only the texts whose dotted key passes `keep`; emptied groups are left out. */
export function pruneCatalogue(catalogue: Catalogue, keep: (key: string) => boolean, path = ''): Catalogue {
  const kept: Catalogue = {}
  for (const [name, value] of Object.entries(catalogue)) {
    const key = path ? `${path}.${name}` : name
    if (typeof value === 'string') {
      if (keep(key)) kept[name] = value
      continue
    }
    const group = pruneCatalogue(value, keep, key)
    if (Object.keys(group).length > 0) kept[name] = group
  }
  return kept
}
