import { createApi } from '../../src/api/client'
import { t } from '../../src/i18n'
import { feedback } from './feedback'
import { $location } from './location'
import { relaunchLogin } from './navigation'
import { reauthenticate } from './reauth'

export { feedback } from './feedback'

/** Where the API answers: this server's /api/, or an operator's compatible backend (VITE_API_BASE). */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api/'

/**
 * The portal's API client: errors toast through the portal's feedback; the 401 dialog relaunches at the
 * login page, coming back to the current page after the new login.
 */
export const api = createApi({
  baseUrl: API_BASE,
  t,
  ui: { toast: feedback.toast, confirm: feedback.confirm, reauthenticate },
  relaunchLogin: () => {
    const { path, search } = $location.get()
    relaunchLogin(search ? `${path}?${search}` : path)
  },
})
