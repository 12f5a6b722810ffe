import { persistentAtom } from '@nanostores/persistent'
import { DEFAULT_LANG, type Lang } from '../i18n/languages'

/** What the client keeps about the player beside the token (spec §3: storage_data). */
export interface StorageData {
  name: string
  avatar: string
  roles: string[]
  permissions: string[]
  userInfo: Record<string, unknown> | null
  language: Lang
  loginPopup: boolean
}

export const TOKEN_KEY = 'App-Token'
export const STORAGE_KEY = 'storage_data'

export const emptyStorageData = (language: Lang = DEFAULT_LANG): StorageData => ({
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  userInfo: null,
  language,
  loginPopup: false,
})

/** The login token; '' when logged out. Persisted under the spec's key App-Token. */
export const $token = persistentAtom<string>(TOKEN_KEY, '')

/** storage_data, persisted as one JSON object. */
export const $storageData = persistentAtom<StorageData>(STORAGE_KEY, emptyStorageData(), {
  encode: JSON.stringify,
  decode: (raw) => ({ ...emptyStorageData(), ...JSON.parse(raw) }),
})

export const updateStorageData = (patch: Partial<StorageData>): void =>
  $storageData.set({ ...$storageData.get(), ...patch })
