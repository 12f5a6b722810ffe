import { webConfigOf } from '../../src/features/protection/compliance'
import { hasStoredLanguage, loadCurrentLanguage, setDefaultLanguage } from '../../src/i18n'
import { browserLang, isLang, LANG_PARAM } from '../../src/i18n/languages'
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

/**
 * The texts of the first render. A visitor who has stored no language speaks the operator's default
 * (webconfig/index, the launch's one request, shared with startPortal), or the browser's when the operator
 * allows it and it is one of ours: the first screen waits for the answer rather than flash Chinese. If it
 * does not come, zh.
 */
export async function loadFirstLanguage(): Promise<void> {
  if (!hasStoredLanguage()) {
    const config = await frameApi()
      .then(webConfigOf)
      .catch(() => null)
    if (config)
      setDefaultLanguage(
        (config.browserLanguage && browserLang(navigator.languages)) || config.defaultLanguage,
      )
  }
  await loadCurrentLanguage()
}
