import rosetta from 'rosetta'

/** A language's texts: nested objects of strings, as in locales/*.json. */
export interface Catalogue {
  [key: string]: string | Catalogue
}

/** Values for a text's {{placeholders}}. */
export type TextParams = Record<string, string | number>

/** Looks a dotted key ('validation.phone') up and fills its placeholders. */
export type Translate = (key: string, params?: TextParams) => string

// A name no language can have, so the fallback table never overwrites the main one.
const FALLBACK = '\u0000fallback'

/**
 * A translate function over one catalogue, falling back to another (zh), then to the key itself, so a
 * missing or empty text never shows as a blank. Pure: the server uses it with the same catalogues.
 */
export function createTranslator(
  lang: string,
  catalogue: Catalogue = {},
  fallback: Catalogue = {},
): Translate {
  const i18n = rosetta<Catalogue>({ [lang]: catalogue, [FALLBACK]: fallback })
  const lookup = (key: string, params: TextParams | undefined, table: string): string | undefined => {
    // rosetta answers '' for a missing key and the sub-object for a partial key: neither is a text.
    const text: unknown = i18n.t(key, params, table)
    return typeof text === 'string' && text !== '' ? text : undefined
  }
  return (key, params) => lookup(key, params, lang) ?? lookup(key, params, FALLBACK) ?? key
}
