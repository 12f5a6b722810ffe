import { computed } from 'nanostores'
import type { LoginData, UserInfo } from '../../contract/user'
import { login } from '../../session/auth'
import { $storageData, updateStorageData } from '../../session/store'

/** storage_data's player fields from the server's user info. */
export const storageFromUser = (user: UserInfo) => ({
  name: user.nickname || user.username,
  avatar: user.avatar,
  roles: user.roles,
  permissions: user.permissions,
  userInfo: { ...user },
})

/** Stores a successful login's token and player (spec §4). */
export function applyLogin({ userinfo }: LoginData): void {
  const { token, ...user } = userinfo
  login(token, storageFromUser(user))
}

/** Refreshes the stored player after user/getUserinfo. */
export const applyUserInfo = (user: UserInfo): void => updateStorageData(storageFromUser(user))

/** The stored player (storage_data.userInfo), null when logged out. */
export const $player = computed($storageData, (data) => data.userInfo as UserInfo | null)
