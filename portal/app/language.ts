import { webConfigOf } from '../../src/features/protection/compliance'
import { loadFirstLanguage } from '../../src/i18n/first-language'
import { isLang, LANG_PARAM } from '../../src/i18n/languages'
import { updateStorageData } from '../../src/session/store'
import { frameApi } from './frame-api'

/**
 * An address with ?lang=pt, from an invite link (/i/CODE?lang=pt) or a widget's hand-off: the page the player
 * came from was in that language, so it is theirs from now on. The parameter leaves the address at once.
 */
export function adoptAddressLanguage(): void {
  const url = new URL(location.href)
  const lang = url.searchParams.get(LANG_PARAM)
  if (lang === null) return
  url.searchParams.delete(LANG_PARAM)
  history.replaceState(history.state, '', url.href)
  if (isLang(lang)) updateStorageData({ language: lang })
}

/** The texts of the first render, from the operator's web config (the launch's one request, shared with startPortal). */
export const loadPortalLanguage = (): Promise<void> => loadFirstLanguage(() => frameApi().then(webConfigOf))
