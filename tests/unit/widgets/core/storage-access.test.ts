import { $storageData, $token } from '@src/session/store'
import { storagePlan, takeStorage } from '@widgets/core/storage-access'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Ficha's frame on a partner's page where the browser blocks its storage (docs/widgets.md, "Third-party
 * storage"): whether it offers the player to continue with their account, and what a grant does.
 */

const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')

/** The browser blocks this document's storage: reading localStorage throws, as in a blocked third-party frame. */
function blockStorage() {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  })
}

/** A document with the Storage Access API, as far as the frame uses it. */
const withApi = (hasAccess: boolean, handle?: { localStorage: Storage }) =>
  ({
    hasStorageAccess: vi.fn(async () => hasAccess),
    requestStorageAccess: vi.fn(async () => handle),
  }) as unknown as Document & { requestStorageAccess: ReturnType<typeof vi.fn> }

const permission = (state: PermissionState) =>
  vi.stubGlobal('navigator', { permissions: { query: vi.fn(async () => ({ state })) } })

/** Ficha's own storage, as the grant hands it over (the portal's session in it, or nothing). */
function firstPartyStorage(values: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(values))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as Storage
}

beforeEach(() => {
  $token.set('')
})
afterEach(() => {
  if (own) Object.defineProperty(globalThis, 'localStorage', own)
  vi.unstubAllGlobals()
})

describe('storagePlan', () => {
  it('where the frame’s storage works (partitioned by the partner’s site), asks nothing, API or not', async () => {
    const doc = withApi(false)
    expect(await storagePlan(doc)).toBe('own')
    expect(doc.hasStorageAccess).not.toHaveBeenCalled()
  })

  it('blocked, in a browser without the Storage Access API: the session lives in memory, no offer', async () => {
    blockStorage()
    expect(await storagePlan({} as Document)).toBe('memory')
  })

  it('blocked, access not granted: offers to continue with the account', async () => {
    blockStorage()
    permission('prompt')
    expect(await storagePlan(withApi(false))).toBe('ask')
  })

  it('blocked, but the player granted it before (on an earlier visit) or has it now: taken without an offer', async () => {
    blockStorage()
    permission('granted')
    expect(await storagePlan(withApi(false))).toBe('granted')
    permission('prompt')
    expect(await storagePlan(withApi(true))).toBe('granted')
  })
})

describe('takeStorage', () => {
  it('keeps the session in Ficha’s own storage, taking the one already there (the portal’s)', async () => {
    blockStorage()
    const storage = firstPartyStorage({ 'App-Token': 'portal-token' })
    const doc = withApi(false, { localStorage: storage })
    const seen = vi.fn()
    const unlisten = $token.listen(seen)
    expect(await takeStorage(doc)).toBe(true)
    expect(doc.requestStorageAccess).toHaveBeenCalledWith({ localStorage: true })
    expect($token.get()).toBe('portal-token')
    $token.set('')
    expect(storage.getItem('App-Token')).toBe('')
    unlisten()
    expect(seen).toHaveBeenCalled()
  })

  it('a login made in the frame before the tap goes into that storage, so a reload keeps it', async () => {
    blockStorage()
    $token.set('frame-token')
    $storageData.set({ ...$storageData.get(), name: 'Ana' })
    const storage = firstPartyStorage()
    expect(await takeStorage(withApi(false, { localStorage: storage }))).toBe(true)
    expect(storage.getItem('App-Token')).toBe('frame-token')
    expect(JSON.parse(storage.getItem('storage_data') ?? '{}').name).toBe('Ana')
  })

  it('a handle whose storage the browser still refuses leaves the session in memory', async () => {
    blockStorage()
    const refusing = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    }
    expect(await takeStorage(withApi(false, refusing))).toBe(false)
  })
})
