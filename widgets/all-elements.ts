import { defineBetsTicker } from './ficha-bets-ticker/element'
import { defineInvitePanel } from './ficha-invite-panel/element'
import { defineLoginForm } from './ficha-login-form/element'
import { defineSignupForm } from './ficha-signup-form/element'
import { defineWallet } from './ficha-wallet/element'

/** Defines the five elements (the classic script, and the frame page on Ficha's origin). */
export function defineAllElements(): void {
  defineBetsTicker()
  defineSignupForm()
  defineLoginForm()
  defineInvitePanel()
  defineWallet()
}
