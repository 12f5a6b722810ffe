import { useSyncExternalStore } from 'react'
import { DEFAULT_LANG, isLang, type Lang } from '../../src/i18n/languages'
import { SESSION_CHANNEL } from '../../src/session/sync-engine'

/** src/session/store.ts's STORAGE_KEY, read here without loading the session (the ticker has none). */
const STORAGE_KEY = 'storage_data'

// The newest language heard from another bundle or tab; storage is read when none was heard.
let heard: Lang | undefined

const languageIn = (json: string | null | undefined): Lang | undefined => {
  try {
    const language = (JSON.parse(json ?? 'null') as { language?: unknown } | null)?.language
    return isLang(language) ? language : undefined
  } catch {
    return undefined
  }
}

const stored = (): Lang | undefined => {
  try {
    return languageIn(localStorage.getItem(STORAGE_KEY))
  } catch {
    return undefined
  }
}

/** The player's language as the portal stored it on this origin (storage_data), zh when none. */
export const readPlayerLang = (): Lang => heard ?? stored() ?? DEFAULT_LANG

/**
 * Calls `onChange` when the stored language may have changed: in another tab (storage event) or in another
 * bundle of this page (the session's BroadcastChannel, which also carries writes kept only in memory).
 */
export function subscribePlayerLang(onChange: () => void): () => void {
  const hear = (key: string | null, value: string | null | undefined) => {
    if (key !== STORAGE_KEY) return
    heard = languageIn(value)
    onChange()
  }
  const onStorage = (event: StorageEvent) => hear(event.key, event.newValue)
  addEventListener('storage', onStorage)
  let channel: BroadcastChannel | undefined
  try {
    channel = new BroadcastChannel(SESSION_CHANNEL)
    channel.onmessage = ({ data }: MessageEvent<{ key?: string | null; newValue?: string | null } | null>) =>
      hear(data?.key ?? null, data?.newValue)
  } catch {
    // No BroadcastChannel: other tabs still reach us through the storage event.
  }
  return () => {
    removeEventListener('storage', onStorage)
    channel?.close()
  }
}

export const usePlayerLang = (): Lang => useSyncExternalStore(subscribePlayerLang, readPlayerLang)
