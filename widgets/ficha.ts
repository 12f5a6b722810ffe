/**
 * The classic script: <script src="…/widgets/ficha.js" defer></script> defines every Ficha element.
 * Loading it twice, or beside an element's ES module, is harmless: the first definition stays.
 */
import { setupBundle } from './core/bundle'
import { catalogueFiles } from './core/catalogue-files'
import { defineBetsTicker } from './ficha-bets-ticker/element'
import { defineInvitePanel } from './ficha-invite-panel/element'
import { defineLoginForm } from './ficha-login-form/element'
import { defineSignupForm } from './ficha-signup-form/element'
import { defineWallet } from './ficha-wallet/element'

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src || location.href
setupBundle(scriptUrl, catalogueFiles(scriptUrl))
defineBetsTicker()
defineSignupForm()
defineLoginForm()
defineInvitePanel()
defineWallet()
