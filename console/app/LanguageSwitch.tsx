import { useStore } from '@nanostores/react'
import { $lang, setLanguage } from '@src/i18n'
import { LANGS } from '@src/i18n/languages'
import { useT } from '@src/i18n/react'
import { feedback } from './services'

/** The top bar's (and the login's) language switch: the four languages by their own names. */
export function LanguageSwitch() {
  const t = useT()
  const lang = useStore($lang)
  return (
    <select
      aria-label={t('settings.language')}
      value={lang}
      onChange={(event) =>
        setLanguage(event.currentTarget.value).catch(() => feedback.toast(t('msg.networkError')))
      }
    >
      {LANGS.map((option) => (
        <option key={option} value={option} lang={option}>
          {t(`lang.${option}`)}
        </option>
      ))}
    </select>
  )
}
