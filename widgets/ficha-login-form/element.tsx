import { useElementApi } from '../core/api'
import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { useElement } from '../core/element-context'
import { WithFeedback } from '../core/feedback'
import { LoggedIn } from '../core/LoggedIn'
import { LoginGate } from '../core/LoginGate'
import { openPortal } from '../core/portal'
import { SecretsFrame } from '../core/SecretsFrame'
import { usePlayer } from '../core/session'

const TAG = 'ficha-login-form'

export const LOGIN_ATTRIBUTES = {
  /** After the login, open the portal logged in (through a hand-off code on another origin). */
  openPortal: 'boolean',
} as const

type FichaLoginFormElement = FichaElement<typeof LOGIN_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-login-form': FichaLoginFormElement
  }
}

function LoginPanel({ openPortal: thenOpenPortal }: AttributeValues<typeof LOGIN_ATTRIBUTES>) {
  const api = useElementApi()
  const element = useElement()
  const player = usePlayer()
  if (player) return <LoggedIn api={api} player={player} />
  const onLogin = thenOpenPortal ? () => void openPortal(api, element).catch(() => undefined) : undefined
  return <LoginGate onLogin={onLogin} />
}

function LoginFormElement(props: AttributeValues<typeof LOGIN_ATTRIBUTES>) {
  return (
    <WithFeedback>
      <LoginPanel {...props} />
    </WithFeedback>
  )
}

/** Defines <ficha-login-form>. */
export const defineLoginForm = (): void =>
  defineElement(TAG, LoginFormElement, LOGIN_ATTRIBUTES, { secrets: SecretsFrame })
