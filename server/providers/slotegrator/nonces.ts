import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../../db'
import { providerNonces } from '../../db/schema/providers'

/**
 * How far X-Timestamp may be from the operator's clock: GIS's 30 seconds (docs/providers.md, Slotegrator
 * readings: time window), either way, since either clock may be the one ahead.
 */
export const SKEW_SECONDS = 30
/** A nonce is kept while a call carrying it could still pass the timestamp check, and a margin. */
const KEEP_MS = (2 * SKEW_SECONDS + 300) * 1000
const PURGE_EVERY_MS = 60_000
let lastPurge = 0

/**
 * Takes a nonce for `provider`: true the first time, false if any call carried it before. One unique
 * insert decides, so two calls racing with one nonce cannot both pass. Old nonces are purged now and then.
 */
export const claimNonce = async (db: Db, provider: string, nonce: string, now: Date): Promise<boolean> => {
  const inserted = await db
    .insert(providerNonces)
    .values({ provider, nonce, seenAt: now })
    .onConflictDoNothing()
    .returning({ nonce: providerNonces.nonce })
  if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = now.getTime()
    await purgeNonces(db, provider, now).catch(() => undefined)
  }
  return inserted.length === 1
}

/**
 * Deletes the nonces too old to matter: a call carrying one is refused by its timestamp.
 * @internal Tests purge without waiting for the next call.
 */
export const purgeNonces = async (db: Db, provider: string, now: Date): Promise<void> => {
  await db
    .delete(providerNonces)
    .where(
      and(
        eq(providerNonces.provider, provider),
        lt(providerNonces.seenAt, new Date(now.getTime() - KEEP_MS)),
      ),
    )
}
