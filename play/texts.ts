import { play as zh } from '../locales/zh.json'
import { DEFAULT_LANG, isLang, type Lang } from '../src/i18n/languages'
import { type Catalogue, createTranslator, type Translate } from '../src/i18n/translator'

// Only the game page's texts (the `play` part of each catalogue): zh, the fallback, in the bundle; the
// others as small chunks, fetched for the player's language only.
const loaders: Record<Exclude<Lang, 'zh'>, () => Promise<{ play: Catalogue }>> = {
  en: () => import('./texts/en'),
  sw: () => import('./texts/sw'),
  pt: () => import('./texts/pt'),
}

export const langOf = (value: string | null | undefined): Lang => (isLang(value) ? value : DEFAULT_LANG)

/** Translates `play.*` keys in `lang`, falling back to zh, then to the key (also when the texts cannot load). */
export const loadTranslator = async (lang: Lang): Promise<Translate> => {
  const texts =
    lang === 'zh'
      ? zh
      : await loaders[lang]().then(
          (module) => module.play,
          () => zh,
        )
  return createTranslator({ play: texts }, { play: zh })
}
