import { atom } from 'nanostores'

/**
 * The password prompt after REAUTH_IDLE_MINUTES idle: the API client asks through
 * `reauthenticate` when a call answers 1030; every call refused meanwhile waits on the same prompt and is
 * sent again once the password was accepted (ReauthDialog answers true) or fails (false: logged out).
 */
export const $reauthAsked = atom<((accepted: boolean) => void) | null>(null)

let waiting: Promise<boolean> | null = null

export const reauthenticate = (): Promise<boolean> => {
  waiting ??= new Promise<boolean>((resolve) => {
    $reauthAsked.set((accepted) => {
      waiting = null
      $reauthAsked.set(null)
      resolve(accepted)
    })
  })
  return waiting
}
