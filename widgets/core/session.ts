import { useStore } from '@nanostores/react'
import type { ApiClient } from '../../src/api/types'
import type { UserInfo } from '../../src/contract/user'
import { $player } from '../../src/features/auth/session'
import { logout } from '../../src/session/auth'
import { $token } from '../../src/session/store'

/** The player logged in on this origin (shared with the portal and every element), null when none. */
export function usePlayer(): UserInfo | null {
  const token = useStore($token)
  const player = useStore($player)
  return token ? player : null
}

/** Ends the session on the server and here; the local logout happens even when the server is unreachable. */
export async function logOut(api: ApiClient): Promise<void> {
  await api.post('logout', undefined, { silent: true }).catch(() => undefined)
  logout()
}
