import type { Translate } from '../i18n/translator'
import { logout } from '../session/auth'
import type { ApiUi } from './types'

// One dialog per bundle, however many calls fail with 401 together.
let asking = false

/**
 * The 401 dialog of spec §8: log in again (logout, then relaunch at the login page) or stay on the page.
 * A dialog that fails to open counts as staying.
 */
export const askToLogInAgain = async (t: Translate, ui: ApiUi, relaunchLogin: () => void): Promise<void> => {
  if (asking) return
  asking = true
  try {
    const again = await ui
      .confirm(t('api.sessionExpiredDialog'), { confirmText: t('api.relogin'), cancelText: t('api.stay') })
      .catch(() => false)
    if (again) {
      logout()
      relaunchLogin()
    }
  } finally {
    asking = false
  }
}
