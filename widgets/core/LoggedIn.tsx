import type { ReactNode } from 'react'
import type { ApiClient } from '../../src/api/types'
import type { UserInfo } from '../../src/contract/user'
import { useT } from '../../src/i18n/react'
import { Button } from '../../src/ui/Button'
import { useElement } from './element-context'
import { emit } from './events'
import { openPortal } from './portal'
import { logOut } from './session'

/** The card a form shows to a player who is already logged in: who, the way to the portal, log out. */
export function LoggedIn({
  api,
  player,
  children,
}: {
  api: ApiClient
  player: UserInfo
  children?: ReactNode
}) {
  const t = useT()
  const element = useElement()
  return (
    <section className="ficha-card" part="card">
      <p className="ficha-card__title">
        {t('widget.loggedInAs', { name: player.nickname || player.username })}
      </p>
      {children}
      <div className="ficha-card__actions">
        <Button
          variant="secondary"
          onClick={() => logOut(api).then(() => emit(element.host, 'ficha-logout', {}))}
        >
          {t('settings.logout')}
        </Button>
        <Button part="action" onClick={() => openPortal(api, element)}>
          {t('widget.openPortal')}
        </Button>
      </div>
    </section>
  )
}
