import { api as zhApi, http as zhHttp, play as zhPlay } from '../locales/zh.json'
import { DEFAULT_LANG, isLang, type Lang } from '../src/i18n/languages'
import { type Catalogue, createTranslator, type Translate } from '../src/i18n/translator'

// Only the game page's texts (the `play` part of each catalogue, and the shared client's `api` and `http`
// error texts): zh, the fallback, in the bundle; the others as small chunks, fetched for the player's
// language only.
type Texts = { api: Catalogue; http: Catalogue; play: Catalogue }
const zh: Texts = { api: zhApi, http: zhHttp, play: zhPlay }
const loaders: Record<Exclude<Lang, 'zh'>, () => Promise<Texts>> = {
  en: () => import('./texts/en'),
  sw: () => import('./texts/sw'),
  pt: () => import('./texts/pt'),
}

export const langOf = (value: string | null | undefined): Lang => (isLang(value) ? value : DEFAULT_LANG)

/** Translates the game page's keys in `lang`, falling back to zh, then to the key (also when the texts cannot load). */
export const loadTranslator = async (lang: Lang): Promise<Translate> => {
  const texts =
    lang === 'zh'
      ? zh
      : await loaders[lang]().then(
          ({ api, http, play }) => ({ api, http, play }),
          () => zh,
        )
  return createTranslator(texts, zh)
}
