import rosetta from 'rosetta'

/** A language's texts: nested objects of strings, as in locales/*.json. */
export interface Catalogue {
  [key: string]: string | Catalogue
}

/** Values for a text's {{placeholders}}. */
export type TextParams = Record<string, string | number>

/** Looks a dotted key ('validation.phone') up and fills its placeholders. */
export type Translate = (key: string, params?: TextParams) => string

/** The key's text, or `fallback` when no catalogue has one (a name recorded before its label was written). */
export const textOr = (t: Translate, key: string, fallback: string): string => {
  const text = t(key)
  return text === key ? fallback : text
}

// The two tables a translator holds in its rosetta instance.
const OWN = 'own'
const FALLBACK = 'fallback'

/**
 * A translate function over one catalogue, falling back to another (zh), then to the key itself, so a
 * missing or empty text never shows as a blank; `{{name}}` takes params.name (nothing when it is not
 * given). `missing` hears of a key neither catalogue has (the portal then fetches zh, when it has not yet).
 * Built on rosetta (set, locale, t), which does the dotted lookup and the placeholders. Pure: the server
 * uses it with the same catalogues.
 */
export function createTranslator(
  catalogue: Catalogue = {},
  fallback: Catalogue = {},
  missing?: (key: string) => void,
): Translate {
  const i18n = rosetta<Catalogue>()
  i18n.set(OWN, catalogue)
  i18n.set(FALLBACK, fallback)
  i18n.locale(OWN)
  // rosetta answers '' for a missing key and the group itself for a key that names one: neither is a text.
  const text = (key: string, params: TextParams | undefined, table?: string) => {
    const value: unknown = i18n.t(key, params, table)
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  return (key, params) => {
    const found = text(key, params) ?? text(key, params, FALLBACK)
    if (found !== undefined) return found
    missing?.(key)
    return key
  }
}
