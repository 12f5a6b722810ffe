/** A language's texts: nested objects of strings, as in locales/*.json. */
export interface Catalogue {
  [key: string]: string | Catalogue
}

/** Values for a text's {{placeholders}}. */
export type TextParams = Record<string, string | number>

/** Looks a dotted key ('validation.phone') up and fills its placeholders. */
export type Translate = (key: string, params?: TextParams) => string

/** The text at a dotted key; a missing key, an empty text or a key that names a group is no text. */
const textAt = (catalogue: Catalogue, key: string): string | undefined => {
  let node: string | Catalogue | undefined = catalogue
  for (const name of key.split('.')) node = typeof node === 'object' ? node[name] : undefined
  return typeof node === 'string' && node !== '' ? node : undefined
}

/**
 * A translate function over one catalogue, falling back to another (zh), then to the key itself, so a
 * missing or empty text never shows as a blank; `{{name}}` takes params.name (nothing when it is not
 * given). Pure: the server uses it with the same catalogues. Written out rather than on rosetta, whose
 * lookup and placeholders are all it was used for: 150 bytes gzip that put the ticker widget over its
 * 12 KB budget (docs/widgets.md).
 */
export function createTranslator(catalogue: Catalogue = {}, fallback: Catalogue = {}): Translate {
  return (key, params) =>
    (textAt(catalogue, key) ?? textAt(fallback, key) ?? key).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
      String(params?.[name] ?? ''),
    )
}
