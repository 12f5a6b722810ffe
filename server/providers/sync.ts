import type { ProviderSyncResult } from '@src/contract/catalogue'
import type { Db } from '../db'
import { type CatalogueSyncTrigger, providerSyncs } from '../db/schema/providers'
import { recordAudit } from '../services/audit'
import { type Job, type JobLease, type JobLog, NO_JOB, startJob } from '../services/jobs'
import type { SyncResult } from './catalogue'
import { syncHub88Games } from './hub88/catalogue'
import { hub88ApiReady } from './hub88/config'
import { PROVIDER as HUB88 } from './hub88/protocol'
import type { LaunchSettings } from './launch'
import { syncSlotegratorGames } from './slotegrator/catalogue'
import { slotegratorApiReady } from './slotegrator/config'
import { PROVIDER as SLOTEGRATOR } from './slotegrator/protocol'

/** How often the providers' game lists are read again while the server runs. */
const CATALOGUE_SYNC_MINUTES = 60

/** Each provider's sync, named by the provider: whether its Games API is configured, and its list read. */
const PROVIDERS: {
  provider: string
  ready: (settings: LaunchSettings) => boolean
  sync: (db: Db, settings: LaunchSettings) => Promise<SyncResult>
}[] = [
  {
    provider: HUB88,
    ready: ({ hub88 }) => hub88ApiReady(hub88),
    sync: (db, settings) => syncHub88Games(db, settings.hub88),
  },
  {
    provider: SLOTEGRATOR,
    ready: ({ slotegrator }) => slotegratorApiReady(slotegrator),
    sync: (db, settings) => syncSlotegratorGames(db, settings.slotegrator),
  },
]

/**
 * Reads every configured provider's game list into the catalogue and records each sync in provider_syncs
 * (the trigger, the operator who asked, the counts or the error). A failed sync leaves the catalogue as it was.
 */
export const syncCatalogues = async (
  db: Db,
  settings: LaunchSettings,
  trigger: CatalogueSyncTrigger,
  actorId: number | null = null,
): Promise<ProviderSyncResult> => {
  const results: ProviderSyncResult = []
  for (const { provider, ready, sync } of PROVIDERS) {
    if (!ready(settings)) continue
    try {
      results.push({ provider, ...(await sync(db, settings)) })
    } catch (error) {
      results.push({
        provider,
        listed: 0,
        offered: 0,
        removed: 0,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  for (const result of results)
    await db.transaction(async (tx) => {
      await tx.insert(providerSyncs).values({
        provider: result.provider,
        trigger,
        actorId,
        ...(result.error === undefined
          ? { listed: result.listed, offered: result.offered, removed: result.removed }
          : { error: result.error }),
      })
      // An operator's sync joins the audit chain with the run's record.
      if (actorId !== null)
        await recordAudit(tx, {
          actorId,
          action: 'provider.sync',
          target: `provider:${result.provider}`,
          after: result,
        })
    })
  return results
}

/**
 * The sync at start and on the schedule (every CATALOGUE_SYNC_MINUTES): run by one process. Nothing when
 * no provider is configured. stop() waits for a sync in flight, so the database can close after it.
 */
export const startCatalogueSync = (db: Db, settings: LaunchSettings, log: JobLog, lease: JobLease): Job => {
  if (!PROVIDERS.some(({ ready }) => ready(settings))) return NO_JOB
  return startJob(
    {
      everyMs: CATALOGUE_SYNC_MINUTES * 60_000,
      atStart: true,
      log,
      failure: 'provider catalogue sync failed',
      lease,
    },
    async (trigger) => {
      for (const result of await syncCatalogues(db, settings, trigger))
        if (result.error) log.warn(result, 'provider catalogue sync failed')
        else log.info(result, 'provider catalogue synced')
    },
  )
}
