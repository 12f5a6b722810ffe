import { atom, computed, onMount } from 'nanostores'
import { $storageData, updateStorageData } from '../session/store'
import { withBrand } from './brand'
import { DEFAULT_LANG, isLang, type Lang } from './languages'
import { type Catalogue, createTranslator, type TextParams, type Translate } from './translator'

/** One part of every catalogue, a loader per language. @public (see loadTexts) */
export type TextsPart = Record<Lang, () => Promise<{ default: Catalogue }>>

// Every catalogue is a separate chunk, fetched the first time it is needed: the portal awaits the
// player's language before its first render (portal/main.tsx), and its index.html preloads zh, the
// fallback (portal/build/default-language.ts). zh, the fallback, is fetched for another
// language only when a text is missing from it. The build cuts each catalogue by page
// (portal/build/catalogue-parts.ts): these loaders then bring the texts of the first route only, and each
// lazily loaded page brings its own part (loadTexts); elsewhere they bring the whole catalogue.
const shell: TextsPart = {
  zh: () => import('../../locales/zh.json'),
  en: () => import('../../locales/en.json'),
  sw: () => import('../../locales/sw.json'),
  pt: () => import('../../locales/pt.json'),
}
const parts: TextsPart[] = [shell]

const $catalogues = atom<Partial<Record<Lang, Catalogue>>>({})
/** Each part's download per language: kept once done, dropped when it failed so it can be retried. */
const loads = new Map<TextsPart, Map<Lang, Promise<void>>>()

/** `into` with `part`'s texts added, group by group. */
const merge = (into: Catalogue, part: Catalogue): Catalogue => {
  const merged = { ...into }
  for (const [name, value] of Object.entries(part)) {
    const current = merged[name]
    merged[name] = typeof value === 'string' || typeof current !== 'object' ? value : merge(current, value)
  }
  return merged
}

function loadPart(part: TextsPart, lang: Lang): Promise<void> {
  const byLang = loads.get(part) ?? new Map<Lang, Promise<void>>()
  loads.set(part, byLang)
  let loading = byLang.get(lang)
  if (!loading) {
    loading = part[lang]().then((module) => {
      const catalogues = $catalogues.get()
      $catalogues.set({ ...catalogues, [lang]: merge(catalogues[lang] ?? {}, module.default) })
    })
    loading.catch(() => byLang.delete(lang))
    byLang.set(lang, loading)
  }
  return loading
}

// The language of a visitor who has stored none: the operator's (webconfig/index, portal/app/language.ts),
// zh until it is known.
const $defaultLang = atom<Lang>(DEFAULT_LANG)

/** Sets the language of a visitor who has stored none. */
export const setDefaultLanguage = (lang: Lang): void => $defaultLang.set(lang)

/** Whether a language is stored: one the player chose, or one a link or a widget they came by was in. */
export const hasStoredLanguage = (): boolean => isLang($storageData.get().language)

/** The player's language, from storage_data; the operator's default when none (or an unknown one) is stored. */
export const $lang = computed(
  [$storageData, $defaultLang],
  (data, fallback): Lang => (isLang(data.language) ? data.language : fallback),
)

// The current language's catalogue, or while it is on its way (chosen in another tab) the one shown before,
// so that no key stands in for a text. Only it and the fallback count: loading another language in the
// background re-renders nothing.
let shown: Catalogue | undefined
const $catalogue = computed([$lang, $catalogues], (lang, catalogues) => {
  shown = catalogues[lang] ?? shown
  return shown
})
const $fallback = computed($catalogues, (catalogues) => catalogues[DEFAULT_LANG])

// A text the current catalogue lacks, before zh has arrived: fetch zh, and the texts change by themselves
// when it comes. (While the current catalogue itself is on its way, the keys stand in, and it is that
// catalogue which is awaited.)
const fetchFallback = () => {
  loadLanguage(DEFAULT_LANG).catch(() => {})
}

/** The operator's name that texts say for {{brand}} (from the web config); the catalogue's app.name until known. */
export const $brandName = atom<string | undefined>(undefined)

/** The translate function of the current language; a new one whenever its texts or the brand change. */
export const $t = computed([$catalogue, $fallback, $brandName], (catalogue, fallback, brand) =>
  withBrand(createTranslator(catalogue, fallback, catalogue && !fallback ? fetchFallback : undefined), brand),
)

/** Translates in the current language, falling back to zh, then to the key. */
export const t: Translate = (key: string, params?: TextParams) => $t.get()(key, params)

const toLang = (value: string): Lang => {
  if (isLang(value)) return value
  throw new RangeError(`Unknown language: ${value}`)
}

/** Fetches a language's catalogue (every part known so far) once; concurrent calls share the download, a
 * failed one can be retried. @public: the tests load a language through it. */
export async function loadLanguage(value: string): Promise<void> {
  const lang = toLang(value)
  await Promise.all(parts.map((part) => loadPart(part, lang)))
}

/**
 * A lazily loaded page's part of the texts (the build adds the call to the page: portal/build/catalogue-parts.ts):
 * the current language's before the page renders, zh's when that cannot be fetched (the keys stand in when
 * neither can), and in the background every other language already loaded, the zh fallback among them.
 * @public: called by the code portal/build/catalogue-parts.ts writes into each page's chunk.
 */
export async function loadTexts(part: TextsPart): Promise<void> {
  parts.push(part)
  const lang = $lang.get()
  for (const other of Object.keys($catalogues.get()) as Lang[])
    if (other !== lang) loadPart(part, other).catch(() => {})
  await loadPart(part, lang)
    .catch(() => loadPart(part, DEFAULT_LANG))
    .catch(() => {})
}

/** The current language's texts, or zh's when those cannot be fetched: what the first render awaits. */
export const loadCurrentLanguage = (): Promise<void> =>
  loadLanguage($lang.get()).catch(() => loadLanguage(DEFAULT_LANG))

/** Switches language: the texts arrive first, then the choice is stored (and reaches other bundles and tabs). */
export async function setLanguage(value: string): Promise<void> {
  const lang = toLang(value)
  await loadLanguage(lang)
  updateStorageData({ language: lang })
}

// A language stored earlier, or chosen in another tab, loads as soon as someone reads texts. Until it
// arrives, or if it cannot be fetched, the texts already loaded show (the page before, or zh).
onMount($t, () =>
  $lang.subscribe((lang) => {
    loadLanguage(lang).catch(() => {})
  }),
)
