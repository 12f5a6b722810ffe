import { ApiError } from '@src/api/api-error'
import { createApi } from '@src/api/client'
import type { ApiClient } from '@src/api/types'
import { Code } from '@src/contract/codes'
import { t } from '@src/i18n'
import { logout } from '@src/session/auth'
import { createFeedback } from '@src/ui/feedback'
import { atom } from 'nanostores'

/** The console's toast, notify and confirm (rendered by the shell's FeedbackHost). */
export const feedback = createFeedback()

/**
 * Why the console shows its login again (a locale key): the session ended, went idle, or its address or
 * browser changed (docs/console.md). null when nothing is to be said.
 */
export const $signedOutReason = atom<string | null>(null)

/** Raised when a call found that the session must pass the second factor (again): the shell asks for it. */
export const $secondFactorNeeded = atom(false)

/** Ends the console session on this device and shows the login with `reason`. */
export function signOut(reason: string | null = null): void {
  logout()
  $signedOutReason.set(reason)
  $secondFactorNeeded.set(false)
}

/** The codes after which the console shows its login (or its second-factor step) instead of the page. */
const ENDING: Partial<Record<number, string>> = {
  [Code.ConsoleSessionIdle]: 'console.login.idle',
  [Code.ConsoleSessionMoved]: 'console.login.moved',
}

const watch = (error: unknown): never => {
  if (error instanceof ApiError) {
    const reason = ENDING[error.code]
    if (reason) signOut(reason)
    if (error.code === Code.SecondFactorRequired || error.code === Code.TotpEnrolmentRequired)
      $secondFactorNeeded.set(true)
  }
  throw error
}

/**
 * The spec's generic client timeout (60 s) rather than the player's 10 s: an operator's rebuild or export does
 * a day's work in one call, and on a busy server takes longer than a player's call ever should.
 */
const CONSOLE_TIMEOUT_MS = 60_000

const base = createApi({
  baseUrl: '/api/',
  timeout: CONSOLE_TIMEOUT_MS,
  t,
  ui: { toast: feedback.toast, confirm: feedback.confirm },
  relaunchLogin: () => signOut('console.login.expired'),
})

/**
 * The console's API client (the shared core's, src/api/client, on the same /api/ as the portal): a call that
 * finds the console session ended (idle, another address or browser) shows the login again with why.
 */
export const api: ApiClient = {
  request: <T>(options: Parameters<typeof base.request>[0]) => base.request<T>(options).catch(watch),
  get: ((...args: Parameters<typeof base.get>) => base.get(...args).catch(watch)) as ApiClient['get'],
  post: ((...args: Parameters<typeof base.post>) => base.post(...args).catch(watch)) as ApiClient['post'],
}
