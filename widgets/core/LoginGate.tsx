import { useState } from 'react'
import { LoginForm } from '../../src/features/auth/LoginForm'
import { emptyPhone } from '../../src/features/auth/phone'
import { $player } from '../../src/features/auth/session'
import { useElementApi } from './api'
import { useElement } from './element-context'
import { emit, toPlayer } from './events'

export interface LoginGateProps {
  /** Why the element asks: what logging in will show. */
  prompt?: string
  /** After the session is stored and ficha-login sent. */
  onLogin?: () => void
}

/** The login form in a card: the login element itself, and what elements that need a player show visitors. */
export function LoginGate({ prompt, onLogin }: LoginGateProps) {
  const api = useElementApi()
  const { host } = useElement()
  const [phone, setPhone] = useState(emptyPhone)
  const loggedIn = () => {
    const player = $player.get()
    if (player) emit(host, 'ficha-login', { player: toPlayer(player) })
    onLogin?.()
  }
  return (
    <section className="ficha-card" part="card">
      {prompt ? <p className="ficha-card__text">{prompt}</p> : null}
      <LoginForm api={api} phone={phone} onPhoneChange={setPhone} onSuccess={loggedIn} />
    </section>
  )
}
