import type {
  PersistentEvent,
  PersistentEvents,
  PersistentListener,
  PersistentStore,
} from '@nanostores/persistent'

/** Every bundle on the origin (portal, each widget script) talks on this channel. */
export const SESSION_CHANNEL = 'ficha-session'

interface KeyValue {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/**
 * A storage (localStorage unless another is given) if this browser lets us write to it: private modes of old
 * Safari throw on the first write, and a frame whose third-party storage is blocked throws on reading
 * localStorage at all.
 */
export const writableStorage = (storage = (): Storage => localStorage): KeyValue | undefined => {
  try {
    const store = storage()
    const probe = '__ficha_probe__'
    store.setItem(probe, probe)
    store.removeItem(probe)
    return {
      get: (key) => store.getItem(key),
      set: (key, value) => store.setItem(key, value),
      remove: (key) => store.removeItem(key),
    }
  } catch {
    return undefined
  }
}

const memoryStorage = (): KeyValue => {
  const values = new Map<string, string>()
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

const openChannel = (name: string): BroadcastChannel | undefined => {
  try {
    return new BroadcastChannel(name)
  } catch {
    return undefined
  }
}

/**
 * Only well-formed values reach the atoms: anyone on the origin can post to the channel. Each atom takes its own
 * key alone (events below), so a key that is not a string reaches none.
 */
const isChange = (value: unknown): value is PersistentEvent => {
  const newValue = (value as Partial<PersistentEvent> | null)?.newValue as unknown
  return typeof newValue === 'string' || newValue === null
}

/**
 * A @nanostores/persistent engine that keeps every bundle on the page and every tab in step.
 * Two separately built bundles carry their own nanostores atoms, and the 'storage' event never fires in the
 * document that wrote, so each write is also posted on a BroadcastChannel, which reaches the other channel
 * objects of the same name in this document and in other tabs. A change from another tab may arrive twice
 * (storage event and channel); applying the same value twice is harmless.
 * Without localStorage the values live in memory and incoming changes are copied into it; without
 * BroadcastChannel only the 'storage' event of other tabs is left.
 */
export const createSyncEngine = (channelName = SESSION_CHANNEL, local = writableStorage()) => {
  const values = local ?? memoryStorage()
  const channel = openChannel(channelName)

  if (!local) {
    // Memory is not shared, so copy what other bundles wrote; registered first, before any atom listens.
    channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
      if (!isChange(data)) return
      if (data.newValue === null) values.remove(data.key)
      else values.set(data.key, data.newValue)
    })
  }

  const publish = (key: string, newValue: string | null) => channel?.postMessage({ key, newValue })

  // persistentAtom reads, tests, assigns and deletes keys on the storage object; nothing else.
  const storage = new Proxy<PersistentStore>(
    {},
    {
      get: (_, key) => (typeof key === 'string' ? (values.get(key) ?? undefined) : undefined),
      has: (_, key) => typeof key === 'string' && values.get(key) !== null,
      set: (_, key, value) => {
        if (typeof key !== 'string') return false
        try {
          values.set(key, String(value))
        } catch {
          // Quota full: the atom still holds the value for this page, and the other bundles still hear it.
        }
        publish(key, String(value))
        return true
      },
      deleteProperty: (_, key) => {
        if (typeof key !== 'string') return false
        values.remove(key)
        publish(key, null)
        return true
      },
    },
  )

  const subscriptions = new Map<PersistentListener, AbortController>()
  const events: PersistentEvents = {
    addEventListener(key, listener, restore) {
      const subscription = new AbortController()
      const { signal } = subscription
      subscriptions.set(listener, subscription)
      // A native StorageEvent carries key and newValue (null when cleared), as the listener expects.
      globalThis.addEventListener?.(
        'storage',
        (event) => listener(event as StorageEvent as PersistentEvent),
        {
          signal,
        },
      )
      // Coming back from the back-forward cache: storage may have changed meanwhile.
      globalThis.addEventListener?.('pageshow', restore, { signal })
      // Only this atom's own key from the channel: told of another key, persistent checks that its own is still
      // stored, and another tab's write reaches this tab's copy of localStorage after its message does.
      channel?.addEventListener(
        'message',
        ({ data }: MessageEvent<unknown>) => {
          if (isChange(data) && data.key === key) listener(data)
        },
        { signal },
      )
    },
    removeEventListener(_key, listener) {
      subscriptions.get(listener)?.abort()
      subscriptions.delete(listener)
    },
  }

  return { storage, events }
}
