import { Code } from '@src/contract/codes'
import type { Verification } from '@src/contract/game'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { games } from '../../db/schema/catalogue'
import { seedPairs } from '../../db/schema/fairness'
import { rounds } from '../../db/schema/rounds'
import { ApiError } from '../../envelope'
import { seedCommitment } from '../../games/engine/fairness'
import { titleBySlug } from '../../games/titles'
import { recomputeOutcome, roundRecord } from './rounds'

/**
 * Recomputes one of the player's rounds from its revealed server seed, the client seed and the nonce, and
 * compares it with the commitment shown before the round and with what the round paid. Refused while the
 * round's server seed is still in use (revealing it would let the player foresee the next rounds).
 */
export const verifyPlayerRound = async (db: Db, userId: number, roundId: number): Promise<Verification> => {
  const [found] = await db
    .select({ round: rounds, pair: seedPairs, slug: games.slug })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .innerJoin(games, eq(games.id, rounds.gameId))
    .where(and(eq(rounds.id, roundId), eq(rounds.userId, userId), isNotNull(rounds.clientRoundId)))
  const title = found && titleBySlug(found.slug)
  if (!found || !title) throw new ApiError(Code.RoundNotFound)
  if (!found.pair.revealedAt) throw new ApiError(Code.SeedNotRevealed)
  const { round, pair } = found
  const recomputed = recomputeOutcome(round, title, pair.serverSeed)
  return {
    round: roundRecord(round),
    slug: found.slug,
    serverSeed: pair.serverSeed,
    commitmentMatches: seedCommitment(pair.serverSeed) === round.serverSeedHash,
    recomputed,
    matches: recomputed.win === round.win,
  }
}
