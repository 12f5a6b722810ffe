import { Icon } from '../../src/ui/icons'
import { LanguageSelect as Languages } from '../../src/ui/LanguageSelect'
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
  return (
    <span className="ficha-lang-select">
      <Icon name="globe" size={18} />
      <Languages toast={feedback.toast} />
    </span>
  )
}
