import { useStore } from '@nanostores/react'
import { $lang, setLanguage } from '../../src/i18n'
import { LANGS } from '../../src/i18n/languages'
import { useT } from '../../src/i18n/react'
import { Icon } from '../../src/ui/icons'
import { useStyles } from '../../src/ui/styles'
import { feedback } from './feedback'

const css = `
.ficha-lang-select {
  position: relative;
  display: inline-flex;
  align-items: center;
  align-self: flex-end;
  flex: none;
  color: var(--ficha-text);
}
.ficha-lang-select svg { position: absolute; left: calc(var(--ficha-space) * 2); pointer-events: none; }
.ficha-lang-select select {
  min-height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 3) 0 calc(var(--ficha-space) * 8);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  color: inherit;
  font: var(--ficha-font-size-sm) var(--ficha-font);
}
.ficha-lang-select select:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
`

/**
 * The language switch of the pages a visitor sees before logging in (the login page, the public lobby):
 * the four languages by their own names; the choice is stored as in Meu → Configurações.
 */
export function LanguageSelect() {
  useStyles(css)
  const t = useT()
  const lang = useStore($lang)
  return (
    <label className="ficha-lang-select">
      <Icon name="globe" size={18} />
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
    </label>
  )
}
