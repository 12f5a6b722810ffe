import type { Lang } from '../../src/i18n/languages'

/** Content text stored per language (jsonb); zh, the fallback language, is always present. */
export type Localized = { zh: string } & Partial<Record<Lang, string>>

/** The text in the caller's language, or in zh when that language was left empty. */
export const localize = (text: Localized, lang: Lang): string => text[lang] || text.zh
