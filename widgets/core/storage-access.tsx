import { setPersistentEngine } from '@nanostores/persistent'
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { useT } from '../../src/i18n/react'
import { $storageData, $token } from '../../src/session/store'
import { createSyncEngine, writableStorage } from '../../src/session/sync-engine'
import { Button } from '../../src/ui/Button'

/**
 * The frame's storage on a partner's page (docs/widgets.md, "Third-party storage"), frame page only:
 * - 'own': the frame's storage works (partitioned by the partner's site, or Ficha's own site): nothing to do;
 * - 'memory': the browser blocks it and has no Storage Access API: the session lives in the frame's memory;
 * - 'granted': blocked, but the player already let Ficha use its storage on this site: taken without a tap;
 * - 'ask': blocked, the API is there and access is not granted: the player is offered to continue with
 *   their account, and the tap asks the browser.
 */
export type StoragePlan = 'own' | 'memory' | 'granted' | 'ask'

export async function storagePlan(doc: Document = document): Promise<StoragePlan> {
  if (writableStorage()) return 'own'
  if (!doc.requestStorageAccess) return 'memory'
  if (await doc.hasStorageAccess().catch(() => false)) return 'granted'
  // A grant outlives the page, but hasStorageAccess() is false in a new document until it is asked again.
  const permission = await navigator.permissions
    ?.query({ name: 'storage-access' as PermissionName })
    .catch(() => undefined)
  return permission?.state === 'granted' ? 'granted' : 'ask'
}

/** requestStorageAccess() as browsers with "beyond cookies" take it: which storage, answered as a handle. */
type RequestStorage = (types: { localStorage: true }) => Promise<{ localStorage?: Storage } | undefined>

/**
 * Asks for Ficha's own (first-party) storage on this page and keeps the session there from now on, the
 * portal's session with it. Must be called within the player's tap unless access was granted before.
 * Chrome answers a handle whose localStorage is it; Firefox and Safari answer nothing and the document's own
 * storage becomes it. Answers whether the session is now kept; if not, it stays in memory.
 */
export async function takeStorage(doc: Document = document): Promise<boolean> {
  const handle = await (doc.requestStorageAccess as unknown as RequestStorage).call(doc, {
    localStorage: true,
  })
  const local = writableStorage(() => handle?.localStorage ?? localStorage)
  if (!local) return false
  const token = $token.get()
  const data = $storageData.get()
  const engine = createSyncEngine(undefined, local)
  setPersistentEngine(engine.storage, engine.events)
  // A login made here before access was given is kept; else the session Ficha's storage holds is taken
  // (each persisted store reads its storage again on pageshow).
  if (token) {
    $token.set(token)
    $storageData.set(data)
  } else dispatchEvent(new Event('pageshow'))
  return true
}

/** Whether the frame offers to continue with the player's account (plan 'ask', until the tap). */
export const $askStorage = atom(false)

/** The offer, above the element in the frame: one tap asks the browser for Ficha's storage. */
export function StorageAccessOffer() {
  const t = useT()
  return useStore($askStorage) ? (
    <Button variant="secondary" block onClick={() => takeStorage().finally(() => $askStorage.set(false))}>
      {t('widget.continueAccount')}
    </Button>
  ) : null
}
