import { useStore } from '@nanostores/react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { SearchInput } from '../../src/features/game-grid/SearchInput'
import { useT } from '../../src/i18n/react'
import { Icon } from '../../src/ui/icons'
import { $brand, useBrandName } from './brand'
import { HOME_ROUTE } from './gate'
import { NoticeBell } from './NoticeBell'
import { back, switchTab } from './navigation'
import type { RoutePath, RouteTarget } from './routes'
import { TabLink } from './TabLink'

/** The top bar's account button: the Meu tab. */
const ACCOUNT_ROUTE: RoutePath = '/pages/mine/index'

/** The lobby's address for a search typed in the desktop top bar (the lobby reads `q`). */
const searchTarget = (keyword: string): RouteTarget => `/?q=${encodeURIComponent(keyword)}`

/** The app's mark: a chip (or the operator's logo) and the name. The shell (portal/build/app-shell.ts) draws the same markup. */
export function Logo() {
  const t = useT()
  const name = useBrandName()
  const logoUrl = useStore($brand)?.logoUrl
  return (
    <TabLink className="ficha-logo" path={HOME_ROUTE} aria-label={t('shell.home')}>
      {logoUrl ? (
        <img className="ficha-logo__image" src={logoUrl} alt="" />
      ) : (
        <span className="ficha-logo__chip" aria-hidden="true" />
      )}
      <span className="ficha-logo__name">{name}</span>
    </TabLink>
  )
}

/** The desktop top bar's game search: opens the lobby with the keyword. */
function TopSearch() {
  const [keyword, setKeyword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    switchTab(searchTarget(keyword.trim()))
  }
  return (
    <search className="ficha-navbar__search">
      <form onSubmit={submit}>
        <SearchInput className="ficha-navbar__search-input" value={keyword} onChange={setKeyword} />
      </form>
    </search>
  )
}

export interface NavBarProps {
  title: string
  showBack: boolean
  /** Tab pages: the logo leads and the title is for screen readers only (the tab bar says where we are). */
  tabbed: boolean
  /** The header's actions: the balance and 'Depositar' for a player, sign-in buttons for a visitor. */
  actions?: ReactNode
}

/**
 * The navigation bar (spec §2): back (except on tab pages) and the page title; on tab pages the logo and the
 * header's actions. From 1024 px it is the top bar of every page: logo, title, game search, actions, account.
 */
export function NavBar({ title, showBack, tabbed, actions }: NavBarProps) {
  const t = useT()
  return (
    <header className={`ficha-bar ficha-navbar${tabbed ? ' ficha-navbar--tabbed' : ''}`}>
      <Logo />
      {showBack ? (
        <button type="button" className="ficha-navbar__back" aria-label={t('common.back')} onClick={back}>
          <Icon name="back" />
        </button>
      ) : null}
      <h1 className="ficha-navbar__title">{title}</h1>
      <TopSearch />
      {actions ? <div className="ficha-navbar__actions">{actions}</div> : null}
      <NoticeBell />
      <TabLink className="ficha-navbar__account" path={ACCOUNT_ROUTE} aria-label={t('shell.account')}>
        <Icon name="user" />
      </TabLink>
    </header>
  )
}
