import type { Catalogue } from '../../src/i18n/translator'
import type { SourceScan } from './source-scan'

/** A key's group followed by its dot: 'code.', 'http.'. */
const KEY_PREFIX = /^[\w-]+\./

/**
 * Which catalogue keys some sources can ask for: a word of their strings equal to a key ('validation.phone'),
 * or a prefix of keys when the key is built (`http.${status}`, or 'code.' + n).
 */
export function referencedKeys(scans: SourceScan[]): (key: string) => boolean {
  const words = new Set(scans.flatMap((scan) => scan.words))
  const prefixes = [
    ...scans.flatMap((scan) => scan.prefixes),
    ...[...words].filter((word) => word.endsWith('.')),
  ].filter((prefix) => KEY_PREFIX.test(prefix))
  return (key) => words.has(key) || prefixes.some((prefix) => key.startsWith(prefix))
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
