import { createContext, createElement, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import zh from '../../locales/zh.json'
import { isLang, type Lang } from '../../src/i18n/languages'
import { type Catalogue, createTranslator, type Translate } from '../../src/i18n/translator'
import { usePlayerLang } from './player-lang'

/**
 * The widgets' i18n. The bundles put this module in place of src/i18n/react.ts (and i18n-store.ts in place
 * of src/i18n/index.ts; widgets/build/widget-modules.ts), so that the shared components' useT() answers in the
 * language of the element they are inside: each element has its own `lang`, two on a page may differ.
 * zh is bundled as the fallback, cut down at build time to the keys the element's code uses; the other
 * catalogues come on demand through the loader the entry script sets.
 */

/** Fetches a catalogue other than zh: lazy chunks in the ES modules, JSON beside the classic script. */
export type CatalogueLoader = (lang: Exclude<Lang, 'zh'>) => Promise<Catalogue>

let loader: CatalogueLoader = () => Promise.reject(new Error('No catalogue loader set'))

export const setCatalogueLoader = (next: CatalogueLoader): void => {
  loader = next
}

const loaded = new Map<Lang, Catalogue>([['zh', zh]])
const pending = new Map<Lang, Promise<Catalogue>>()

/** Loads a catalogue once for every element of the bundle; a failed load may be tried again. */
function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const done = loaded.get(lang)
  if (done) return Promise.resolve(done)
  let loading = pending.get(lang)
  if (!loading) {
    loading = loader(lang as Exclude<Lang, 'zh'>)
      .then((catalogue) => {
        loaded.set(lang, catalogue)
        return catalogue
      })
      .finally(() => pending.delete(lang))
    pending.set(lang, loading)
  }
  return loading
}

/** The language an element speaks: its own `lang` when it is one of ours, else the player's. */
export function useElementLang(attribute: string | undefined): Lang {
  const player = usePlayerLang()
  return isLang(attribute) ? attribute : player
}

/**
 * A translator for `lang`, undefined until a first catalogue arrives: the element waits for it, so that no
 * text (not even an error met meanwhile) is written in zh. zh stands in if the catalogue never comes; while
 * another language is on its way, the one shown before stays (the element keeps what was typed).
 */
export function useTranslator(lang: Lang): Translate | undefined {
  const [arrived, setArrived] = useState<Catalogue>()
  useEffect(() => {
    loadCatalogue(lang)
      .catch(() => zh)
      .then(setArrived)
  }, [lang])
  const catalogue = loaded.get(lang) ?? arrived
  return useMemo(() => catalogue && createTranslator(catalogue, zh), [catalogue])
}

const TranslateContext = createContext<Translate>(createTranslator(zh, zh))

export const TranslateProvider = ({ t, children }: { t: Translate; children: ReactNode }) =>
  createElement(TranslateContext.Provider, { value: t }, children)

/** The element's translate function (the shared components' useT inside a widget). */
export const useT = (): Translate => useContext(TranslateContext)
