import { atom, computed, onMount } from 'nanostores'
import zh from '../../locales/zh.json'
import { $storageData, updateStorageData } from '../session/store'
import { DEFAULT_LANG, isLang, type Lang } from './languages'
import { type Catalogue, createTranslator, type TextParams, type Translate } from './translator'

// zh is bundled because it is the fallback of every text; the others are separate chunks, fetched the
// first time they are needed, so a widget ships one catalogue.
const loaders: Record<Exclude<Lang, 'zh'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../../locales/en.json'),
  sw: () => import('../../locales/sw.json'),
  pt: () => import('../../locales/pt.json'),
}

const $catalogues = atom<Partial<Record<Lang, Catalogue>>>({ zh })
const pending = new Map<Lang, Promise<void>>()

/** The player's language, from storage_data; zh when none (or an unknown one) is stored. */
export const $lang = computed(
  $storageData,
  (data): Lang => (isLang(data.language) ? data.language : DEFAULT_LANG),
)

// Only the current language's catalogue: loading another one in the background re-renders nothing.
const $catalogue = computed([$lang, $catalogues], (lang, catalogues) => catalogues[lang])

/** The translate function of the current language; a new one whenever its texts change. */
export const $t = computed($catalogue, (catalogue) => createTranslator(catalogue, zh))

/** Translates in the current language, falling back to zh, then to the key. */
export const t: Translate = (key: string, params?: TextParams) => $t.get()(key, params)

const toLang = (value: string): Lang => {
  if (isLang(value)) return value
  throw new RangeError(`Unknown language: ${value}`)
}

/** Fetches a language's catalogue once; concurrent calls share the download, a failed one can be retried. */
export async function loadLanguage(value: string): Promise<void> {
  const lang = toLang(value)
  if (lang === 'zh' || $catalogues.get()[lang]) return
  let loading = pending.get(lang)
  if (!loading) {
    loading = loaders[lang]()
      .then((module) => $catalogues.set({ ...$catalogues.get(), [lang]: module.default }))
      .finally(() => pending.delete(lang))
    pending.set(lang, loading)
  }
  return loading
}

/** Switches language: the texts arrive first, then the choice is stored (and reaches other bundles and tabs). */
export async function setLanguage(value: string): Promise<void> {
  const lang = toLang(value)
  await loadLanguage(lang)
  updateStorageData({ language: lang })
}

// A language stored earlier, or chosen in another tab, loads as soon as someone reads texts. Until it
// arrives, or if it cannot be fetched, the zh fallback shows.
onMount($t, () =>
  $lang.subscribe((lang) => {
    loadLanguage(lang).catch(() => {})
  }),
)
