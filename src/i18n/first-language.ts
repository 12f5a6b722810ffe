import type { WebConfig } from '../contract/content'
import { hasStoredLanguage, loadCurrentLanguage, setDefaultLanguage } from './index'
import { browserLang, DEFAULT_LANG, type Lang } from './languages'

/** The operator's language settings (webconfig/index). */
type LanguageSettings = Pick<WebConfig, 'defaultLanguage' | 'browserLanguage'>

/**
 * The language of someone who has stored none: the operator's DEFAULT_LANGUAGE, or the browser's when the
 * operator allows it (BROWSER_LANGUAGE) and it is one of ours; the browser's, then zh, when the operator's
 * settings are unknown.
 * @internal Tested directly.
 */
export const firstLanguage = (settings: LanguageSettings | null, preferred: readonly string[]): Lang =>
  settings
    ? (settings.browserLanguage && browserLang(preferred)) || settings.defaultLanguage
    : (browserLang(preferred) ?? DEFAULT_LANG)

/**
 * The texts of the first render (portal and console): a stored choice, else the first language from the
 * operator's settings. The first screen waits for them rather than flash another language.
 */
export async function loadFirstLanguage(settings: () => Promise<LanguageSettings>): Promise<void> {
  if (!hasStoredLanguage())
    setDefaultLanguage(firstLanguage(await settings().catch(() => null), navigator.languages))
  await loadCurrentLanguage()
}
