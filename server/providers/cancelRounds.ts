import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { providerRounds } from '../db/schema/providers'
import { endRound, rollbackRound } from './gateway'

/** A round cancelled for a barred player: which, and its stake as it stood. */
export interface CancelledRound {
  provider: string
  round: string
  bet: number
}

/**
 * Cancels a player's provider rounds still open, as the national rules ask of a barred player's open bets
 * (IN SPA/MF 22/2025; docs/compliance.md, National statuses): each through the wallet gateway's round
 * rollback (its stakes back to the game balance, its wins taken back, once under the operator's own
 * transaction id, so a second pass moves nothing), then ended, so a late debit on it is refused.
 */
export const cancelOpenRounds = async (db: Db, userId: number): Promise<CancelledRound[]> => {
  const open = await db
    .select({ provider: providerRounds.provider, round: providerRounds.externalId, bet: providerRounds.bet })
    .from(providerRounds)
    .where(and(eq(providerRounds.userId, userId), eq(providerRounds.state, 'open')))
  for (const { provider, round } of open) {
    await rollbackRound(db, { provider, userId, transactionId: `ficha-cancel:${userId}:${round}`, round })
    await endRound(db, provider, userId, round)
  }
  return open
}
