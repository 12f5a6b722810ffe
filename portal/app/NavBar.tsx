import { useT } from '../../src/i18n/react'
import { Icon } from '../../src/ui/icons'
import { back } from './navigation'

/** The custom navigation bar (spec §2): back (except on tab pages) and the page title. */
export function NavBar({ title, showBack }: { title: string; showBack: boolean }) {
  const t = useT()
  return (
    <header className="ficha-bar ficha-navbar">
      {showBack ? (
        <button type="button" className="ficha-navbar__back" aria-label={t('common.back')} onClick={back}>
          <Icon name="back" />
        </button>
      ) : null}
      <h1 className="ficha-navbar__title">{title}</h1>
    </header>
  )
}
