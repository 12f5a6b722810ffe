import { computed } from 'nanostores'
import type { LoginData, UserInfo } from '../../contract/user'
import type { Balances } from '../../contract/wallet'
import { login } from '../../session/auth'
import { $storageData, updateStorageData } from '../../session/store'

/** storage_data's player fields from the server's user info. */
const storageFromUser = (user: UserInfo) => ({
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

/** Changes some of the stored player's fields after a call that answers them (settings, balances). */
export const patchPlayer = (patch: Partial<UserInfo>): void => {
  const user = $storageData.get().userInfo as UserInfo | null
  if (user) updateStorageData({ userInfo: { ...user, ...patch } })
}

/** The stored player's balances after a call that answers them (index/out_game). */
export const applyBalances = (balances: Balances): void => patchPlayer({ balances })

/** The stored player (storage_data.userInfo), null when logged out. */
export const $player = computed($storageData, (data) => data.userInfo as UserInfo | null)
