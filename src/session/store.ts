import { persistentAtom, setPersistentEngine } from '@nanostores/persistent'
import { isLang, type Lang } from '../i18n/languages'
import { createSyncEngine } from './sync-engine'

/** What the client keeps about the player beside the token (spec §3: storage_data). */
export interface StorageData {
  name: string
  avatar: string
  roles: string[]
  permissions: string[]
  userInfo: Record<string, unknown> | null
  /** The language the player chose (or a link or widget they came by was in); absent: the operator's default. */
  language?: Lang
  loginPopup: boolean
}

const TOKEN_KEY = 'App-Token'
const STORAGE_KEY = 'storage_data'

export const emptyStorageData = (language?: Lang): StorageData => ({
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  userInfo: null,
  language,
  loginPopup: false,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * storage_data as read from storage, which another app version, an extension or a curious player may have
 * filled with anything: every field that is missing or of the wrong type falls back to its empty value.
 * @internal Tested directly.
 */
export const decodeStorageData = (raw: string): StorageData => {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return emptyStorageData()
  }
  if (!isRecord(parsed)) return emptyStorageData()
  return {
    name: text(parsed.name),
    avatar: text(parsed.avatar),
    roles: strings(parsed.roles),
    permissions: strings(parsed.permissions),
    userInfo: isRecord(parsed.userInfo) ? parsed.userInfo : null,
    language: isLang(parsed.language) ? parsed.language : undefined,
    loginPopup: parsed.loginPopup === true,
  }
}

// Before the first atom: persistentAtom reads its engine when it is created and on every write.
const engine = createSyncEngine()
setPersistentEngine(engine.storage, engine.events)

/** The login token; '' when logged out. Persisted under the spec's key App-Token. */
export const $token = persistentAtom<string>(TOKEN_KEY, '')

/** storage_data, persisted as one JSON object. */
export const $storageData = persistentAtom<StorageData>(STORAGE_KEY, emptyStorageData(), {
  encode: JSON.stringify,
  decode: decodeStorageData,
})

export const updateStorageData = (patch: Partial<StorageData>): void =>
  $storageData.set({ ...$storageData.get(), ...patch })
