import { randomBytes } from 'node:crypto'
import type { Rotation, Seeds } from '@src/contract/game'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { type SeedPair, seedPairs } from '../../db/schema/fairness'
import { newServerSeed, seedCommitment } from '../../games/engine/fairness'

/** A client seed until the player picks one: 16 random hex characters. */
const newClientSeed = (): string => randomBytes(8).toString('hex')

const freshPair = (userId: number, clientSeed: string) => {
  const serverSeed = newServerSeed()
  return { userId, serverSeed, serverSeedHash: seedCommitment(serverSeed), clientSeed }
}

const active = (userId: number) => and(eq(seedPairs.userId, userId), isNull(seedPairs.revealedAt))

/** What the player may see of a pair in use: the commitment, never the server seed. */
export const publicSeeds = (pair: SeedPair): Seeds => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
})

/** The player's active pair, made on first use (two first uses racing end with one pair). */
export const activePair = async (db: Db, userId: number): Promise<SeedPair> => {
  for (;;) {
    const [pair] = await db.select().from(seedPairs).where(active(userId))
    if (pair) return pair
    await db.insert(seedPairs).values(freshPair(userId, newClientSeed())).onConflictDoNothing()
  }
}

/**
 * The active pair locked FOR UPDATE until the end of `tx`: a player's spins and rotations take turns, so
 * nonces never repeat. A rotation committed while waiting retires the row it waited on: look again.
 */
const lockActivePair = async (tx: Db, userId: number): Promise<SeedPair> => {
  for (;;) {
    const [pair] = await tx.select().from(seedPairs).where(active(userId)).for('update')
    if (pair) return pair
    await activePair(tx, userId)
  }
}

/**
 * Retires the active pair, revealing its server seed, and starts a new one with a fresh server seed and
 * `clientSeed` (or the same client seed). Changing the client seed always rotates: reusing a server seed
 * under a client seed played before would replay rounds the player has already seen.
 */
export const rotateSeeds = async (db: Db, userId: number, clientSeed?: string): Promise<Rotation> =>
  db.transaction(async (tx) => {
    const old = await lockActivePair(tx, userId)
    await tx.update(seedPairs).set({ revealedAt: new Date() }).where(eq(seedPairs.id, old.id))
    const [fresh] = await tx
      .insert(seedPairs)
      .values(freshPair(userId, clientSeed ?? old.clientSeed))
      .returning()
    if (!fresh) throw new Error('The new seed pair was not written')
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rounds: old.nonce,
      },
      seeds: publicSeeds(fresh),
    }
  })
