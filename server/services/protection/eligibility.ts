import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { siteSettings } from '../../db/schema/content'
import { playerProtection } from '../../db/schema/protection'
import { users } from '../../db/schema/users'
import { lockPlayer } from '../accounts'
import { logProtection } from '../audit'
import type { StandingRefusal } from './refusals'

/**
 * Eligibility, one rule (docs/compliance.md): a player barred by their standing (ficha_standing_refusal:
 * the extended registration not complete or identity not verified in the brazil profile, the national ban, an operator's play block, a cool-off or
 * self-exclusion) neither plays (the play gate answers it first) nor receives any incentive: rewards, race
 * scores and prizes, free spins, balance corrections other than a refunded error.
 */

/**
 * The standing's refusal at `at` as a column of a query that reads users, site_settings and
 * player_protection (left joined by the player): the race boards rank with it. `playBlock` false reads the
 * standing as money in does: an operator's play block stops play and incentives, not deposits.
 */
export const standingRefusalSql = (at?: Date, playBlock = true): SQL<StandingRefusal | null> =>
  sql`ficha_standing_refusal(${siteSettings.complianceProfile}, ${users.registeredAt}, ${users.identityState}, ${playerProtection.bannedAt}, ${playBlock ? playerProtection.playBlockedAt : sql`null::timestamptz`}, ${playerProtection.exclusionTerm}, ${playerProtection.excludedUntil}, ${at ? sql`${at.toISOString()}::timestamptz` : sql`now()`})`

const standingAt = async (db: Db, userId: number, now: Date, playBlock: boolean) => {
  const [row] = await db
    .select({ refusal: standingRefusalSql(now, playBlock) })
    .from(users)
    .crossJoin(siteSettings)
    .leftJoin(playerProtection, eq(playerProtection.userId, users.id))
    .where(eq(users.id, userId))
  return row?.refusal ?? null
}

/** What bars the player now, or null when they are eligible (also for a player not found). */
export const standingRefusal = (db: Db, userId: number, now = new Date()): Promise<StandingRefusal | null> =>
  standingAt(db, userId, now, true)

/**
 * The standing as money in reads it (guard.ts: a top-up order refused, a paid top-up held): the same rule
 * with the play block left out.
 */
export const depositStanding = async (
  db: Db,
  userId: number,
  now: Date,
): Promise<Exclude<StandingRefusal, 'blocked'> | null> =>
  // Read without the block, the standing cannot answer it.
  (await standingAt(db, userId, now, false)) as Exclude<StandingRefusal, 'blocked'> | null

/**
 * The one question every incentive asks before it is paid or granted (rewards/pay.ts: referral, rebate,
 * salary, VIP, cash back, deposit bonuses; races/settle.ts: race prizes; free-spin grants): eligibility, and
 * nothing kept for later. Decided under the player's lock in the transaction that would pay, the lock an
 * exclusion and a play block start under: either the bar comes first and nothing is paid, or it comes after
 * (an exclusion then forfeits the reward's bonus). A withheld incentive is recorded in the protection
 * log with the refusal that barred it.
 */
export const mayReceiveIncentive = async (
  tx: Db,
  userId: number,
  incentive: { kind: string; key: string; amount: number },
  now = new Date(),
): Promise<boolean> => {
  await lockPlayer(tx, userId)
  const refusal = await standingRefusal(tx, userId, now)
  if (refusal === null) return true
  await logProtection(tx, userId, 'rewardWithheld', { ...incentive, refusal })
  return false
}
