/** The languages Ficha speaks. zh is the default and the fallback (spec §1, §9); pt is added for Brazil. */
export const LANGS = ['zh', 'en', 'sw', 'pt'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh'

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang)

/** The address's query parameter that carries the language a link or a widget was shown in: /i/CODE?lang=pt. */
export const LANG_PARAM = 'lang'

/** The first of the browser's languages ('pt-BR', 'en-US') that Ficha speaks, by its first two letters. */
export const browserLang = (preferred: readonly string[]): Lang | undefined =>
  preferred.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLang)
