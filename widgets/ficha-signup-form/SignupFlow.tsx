import { useEffect, useState } from 'react'
import type { LoginData } from '../../src/contract/user'
import { emptyPhone } from '../../src/features/auth/phone'
import { RegisterForm } from '../../src/features/auth/RegisterForm'
import { useElementApi } from '../core/api'
import { useElement } from '../core/element-context'
import { emit, toPlayer } from '../core/events'
import { LoggedIn } from '../core/LoggedIn'
import { openPortal } from '../core/portal'
import { usePlayer } from '../core/session'
import { recordElementClick } from '../core/tracking'

/**
 * Registration, then straight on: the new player, logged in by the sign-up, is handed to the portal, logged in
 * there too, unless the page cancels ficha-register to keep them. A player already logged in sees who
 * they are instead of the form.
 */
export function SignupFlow({ invitationCode = '' }: { invitationCode?: string }) {
  const api = useElementApi()
  const element = useElement()
  const player = usePlayer()
  const [phone, setPhone] = useState(emptyPhone)
  // A partner's form records the visitor's click for the sign-up; a logged-in player's never does.
  const logged = Boolean(player)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per element and session state
  useEffect(() => {
    logged || recordElementClick(api, element.host)
  }, [element.host, logged])

  const registered = async (login: LoginData) => {
    const detail = { player: toPlayer(login.userinfo), invitationCode: invitationCode.trim() }
    if (emit(element.host, 'ficha-register', detail, true)) await openPortal(api, element)
  }

  if (player) return <LoggedIn api={api} player={player} />
  return (
    <section className="ficha-card" part="card">
      <RegisterForm
        // A new invite-code starts the form over, so the field shows it.
        key={invitationCode}
        api={api}
        phone={phone}
        onPhoneChange={setPhone}
        invitationCode={invitationCode}
        onSuccess={(login) => {
          registered(login).catch(() => undefined)
        }}
      />
    </section>
  )
}
