import { $storageData, $token, emptyStorageData, type StorageData, updateStorageData } from './store'

/** A successful login (spec §4): the token goes to storage and state; the login popup closes. */
export const login = (token: string, info: Partial<StorageData> = {}): void => {
  $token.set(token)
  updateStorageData({ ...info, loginPopup: false })
}

/**
 * Logout (spec §4): clears the token, roles, permissions, user info, the login popup flag and every other
 * stored user field. The chosen language stays: it belongs to the device, not to the player.
 * Relaunching at the login page is the caller's job (the portal's router, or a widget's own form).
 */
export const logout = (): void => {
  $token.set('')
  $storageData.set(emptyStorageData($storageData.get().language))
}
