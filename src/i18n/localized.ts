import { DEFAULT_LANG, LANGS, type Lang } from './languages'

/**
 * An operator's text per language (a message, a race's or a game's name): their DEFAULT_LANGUAGE always
 * written, any other optional. Rows written before that rule always have zh.
 */
export type Localized = Partial<Record<Lang, string>>

/**
 * The text in the reader's language, else in `fallback` (the operator's default language), else the first
 * written: a missing translation never reads as a blank.
 */
export const localize = (text: Localized, lang: Lang, fallback: Lang = DEFAULT_LANG): string =>
  text[lang] || text[fallback] || LANGS.map((one) => text[one]).find(Boolean) || ''
