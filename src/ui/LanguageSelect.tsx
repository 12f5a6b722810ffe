import { useStore } from '@nanostores/react'
import { $lang, setLanguage } from '@src/i18n'
import { LANGS } from '@src/i18n/languages'
import { useT } from '@src/i18n/react'

/**
 * The four languages by their own names; choosing one stores it as in Meu → Configurações. `toast` tells the
 * app's own feedback when the new catalogue cannot be fetched.
 */
export function LanguageSelect({ toast }: { toast: (text: string) => void }) {
  const t = useT()
  const lang = useStore($lang)
  return (
    <select
      aria-label={t('settings.language')}
      value={lang}
      onChange={(event) => setLanguage(event.currentTarget.value).catch(() => toast(t('msg.networkError')))}
    >
      {LANGS.map((option) => (
        <option key={option} value={option} lang={option}>
          {t(`lang.${option}`)}
        </option>
      ))}
    </select>
  )
}
