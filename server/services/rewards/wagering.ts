import { and, eq, gte, isNull, min, sql, sum } from 'drizzle-orm'
import { Code } from '../../../src/contract/codes'
import type { WageringStatus } from '../../../src/contract/rewards'
import { formatBRL } from '../../../src/money'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { wageringRequirements } from '../../db/schema/rewards'
import { rounds } from '../../db/schema/rounds'
import { ApiError } from '../../envelope'
import { wageringLeft } from './tiers'

/**
 * Bonus money carries a turnover requirement (the reward times its promotion's multiple). Open
 * requirements add up; every bet settled since the oldest open one counts against their sum. Once the sum
 * is met they close together, so turnover from before a new bonus never pays for it.
 */

/** The player's open requirement and the turnover towards it. */
export const wageringStatus = async (db: Db, userId: number): Promise<WageringStatus> => {
  const [open] = await db
    .select({ required: sum(wageringRequirements.required), since: min(wageringRequirements.createdAt) })
    .from(wageringRequirements)
    .where(and(eq(wageringRequirements.userId, userId), isNull(wageringRequirements.clearedAt)))
  const required = centavos(open?.required)
  if (!open?.since || required === 0) return { required: 0, turnover: 0, remaining: 0 }
  const [bets] = await db
    .select({ turnover: sum(rounds.bet) })
    .from(rounds)
    .where(and(eq(rounds.userId, userId), eq(rounds.settled, true), gte(rounds.endedAt, open.since)))
  const turnover = centavos(bets?.turnover)
  return { required, turnover, remaining: wageringLeft(required, turnover) }
}

/**
 * For the withdrawal service, before any money moves: refuses (code WageringNotMet, naming the turnover
 * left) while bonus money still has turnover to bet.
 */
export const assertWageringMet = async (db: Db, userId: number): Promise<void> => {
  const { remaining } = await wageringStatus(db, userId)
  if (remaining > 0) throw new ApiError(Code.WageringNotMet, { amount: formatBRL(remaining) })
}

/** Namespace of the per-player advisory lock that orders requirement changes (the other key is the id). */
const WAGERING_LOCK = 0x77616772

/** Adds a reward's requirement; first closes the open ones if they were met, so they start over. */
export const addWageringRequirement = async (
  tx: Db,
  userId: number,
  rewardId: number,
  required: number,
): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAGERING_LOCK}, ${userId})`)
  const status = await wageringStatus(tx, userId)
  if (status.required > 0 && status.remaining === 0) {
    await tx
      .update(wageringRequirements)
      .set({ clearedAt: sql`now()` })
      .where(and(eq(wageringRequirements.userId, userId), isNull(wageringRequirements.clearedAt)))
  }
  await tx.insert(wageringRequirements).values({ userId, rewardId, required })
}
