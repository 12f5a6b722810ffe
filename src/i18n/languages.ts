/** The languages Ficha speaks. zh is the default and the fallback (spec §1, §9); pt is added for Brazil. */
export const LANGS = ['zh', 'en', 'sw', 'pt'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh'

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang)
