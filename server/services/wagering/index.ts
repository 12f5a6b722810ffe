import { Code } from '@src/contract/codes'
import type { WageringStatus } from '@src/contract/rewards'
import { wageringLeft } from '@src/contract/rewards-tiers'
import { formatBRL } from '@src/money'
import { and, eq, gte, isNull, min, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { rewards, wageringRequirements } from '../../db/schema/rewards'
import { rounds } from '../../db/schema/rounds'
import { ApiError } from '../../envelope'
import { type Entry, lockAccounts, transfer } from '../ledger'

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

/**
 * Adds a reward's requirement; first closes the open ones if they were met, so they start over. The caller
 * (payReward) holds the player's lock, which orders every change of a player's requirements.
 */
export const addWageringRequirement = async (
  tx: Db,
  userId: number,
  rewardId: number,
  required: number,
): Promise<void> => {
  const status = await wageringStatus(tx, userId)
  if (status.required > 0 && status.remaining === 0) await closeOpen(tx, userId)
  await tx.insert(wageringRequirements).values({ userId, rewardId, required })
}

const closeOpen = (tx: Db, userId: number) =>
  tx
    .update(wageringRequirements)
    .set({ clearedAt: sql`now()` })
    .where(and(eq(wageringRequirements.userId, userId), isNull(wageringRequirements.clearedAt)))

/**
 * Forfeits the open bonus (a cool-off or self-exclusion, docs/compliance.md): the bonus share whose turnover
 * is still unbet (the open rewards times remaining / required, rounded down) goes back to the house's
 * rewards account, from the wallet first, then the game balance, never more than they hold; the open
 * requirements close. Call under the player's lock. Answers the amount taken back, or null when nothing
 * was open. One ledger key per set of requirements: a retry moves nothing twice.
 */
export const forfeitBonus = async (tx: Db, userId: number): Promise<number | null> => {
  const status = await wageringStatus(tx, userId)
  if (status.required === 0) return null
  const [open] = await tx
    .select({ bonus: sum(rewards.amount), first: min(wageringRequirements.id) })
    .from(wageringRequirements)
    .innerJoin(rewards, eq(rewards.id, wageringRequirements.rewardId))
    .where(and(eq(wageringRequirements.userId, userId), isNull(wageringRequirements.clearedAt)))
  const unwagered = Math.floor((centavos(open?.bonus) * status.remaining) / status.required)
  // Locked before they are read: a round still settling cannot spend what is about to be taken.
  const held = await lockAccounts(tx, [
    { userId, kind: 'wallet' },
    { userId, kind: 'game' },
  ])
  const balanceOf = (kind: string) => held.find((row) => row.kind === kind)?.balance ?? 0
  const fromWallet = Math.min(unwagered, balanceOf('wallet'))
  const fromGame = Math.min(unwagered - fromWallet, balanceOf('game'))
  const taken = fromWallet + fromGame
  if (taken > 0) {
    const entries: Entry[] = [
      { account: { userId, kind: 'wallet' }, amount: -fromWallet },
      { account: { userId, kind: 'game' }, amount: -fromGame },
      { account: { system: 'rewards' }, amount: taken },
    ]
    await transfer(tx, {
      key: `bonus_forfeit:${open?.first}`,
      reason: 'bonus_forfeit',
      reference: `wagering:${open?.first}`,
      entries: entries.filter((entry) => entry.amount !== 0),
    })
  }
  await closeOpen(tx, userId)
  return taken
}
