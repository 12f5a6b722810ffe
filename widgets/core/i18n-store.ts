import { atom, onMount } from 'nanostores'
import type { Lang } from '../../src/i18n/languages'
import { readPlayerLang, subscribePlayerLang } from './player-lang'

/**
 * What the widget bundles put in place of src/i18n/index.ts (widgets/build/widget-modules.ts): the shared
 * components read $lang for formats (country names, dates), which follow the player's language. Texts
 * come from the element's own translator (i18n.ts).
 */
export const $lang = atom<Lang>(readPlayerLang())

onMount($lang, () => {
  $lang.set(readPlayerLang())
  return subscribePlayerLang(() => $lang.set(readPlayerLang()))
})
