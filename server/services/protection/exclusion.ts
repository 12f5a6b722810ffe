import { Code } from '@src/contract/codes'
import type { Exclusion, ExclusionTerm } from '@src/contract/protection'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { gameSessions } from '../../db/schema/gameSessions'
import { playerProtection } from '../../db/schema/protection'
import { ApiError, type TextRef } from '../../envelope'
import { endProviderSessions, lockPlayer } from '../accounts'
import { logProtection } from '../audit'
import { spDateTime } from '../calendar'
import { notifyPlayer } from '../notifications'
import { forfeitBonus } from '../wagering'
import { exclusionEnd } from './periods'

type ProtectionRow = typeof playerProtection.$inferSelect

/** The exclusion a protection row holds, when it is still running at `now`. */
export const exclusionOf = (row: ProtectionRow | undefined, now: Date): Exclusion | null => {
  if (!row?.exclusionTerm || !row.excludedSince) return null
  if (row.excludedUntil && row.excludedUntil <= now) return null
  return {
    term: row.exclusionTerm,
    since: row.excludedSince.toISOString(),
    until: row.excludedUntil?.toISOString() ?? null,
  }
}

export const protectionRow = async (db: Db, userId: number): Promise<ProtectionRow | undefined> =>
  (await db.select().from(playerProtection).where(eq(playerProtection.userId, userId)))[0]

/** The player's running cool-off or self-exclusion, or null. */
export const activeExclusion = async (db: Db, userId: number, now = new Date()): Promise<Exclusion | null> =>
  exclusionOf(await protectionRow(db, userId), now)

/** 'until 2026-12-01 10:00' or 'permanently', in the caller's language. */
const untilText = (until: string | Date | null): TextRef =>
  until === null
    ? { key: 'protection.permanently' }
    : { key: 'protection.until', params: { date: spDateTime(new Date(until)) } }

/** SelfExcluded, saying until when (null: permanently). */
export const selfExcludedError = (until: string | null): ApiError =>
  new ApiError(Code.SelfExcluded, {}, { until }, { until: untilText(until) })

/** Refuses with SelfExcluded while an exclusion runs. */
export const assertNotExcluded = async (db: Db, userId: number, now = new Date()): Promise<void> => {
  const exclusion = await activeExclusion(db, userId, now)
  if (exclusion) throw selfExcludedError(exclusion.until)
}

/**
 * Forfeits the player's open bonus on exclusion (rewards/wagering.ts: the share not yet wagered goes back,
 * the requirements close), records it and tells the player. Call under the player's lock.
 */
const forfeitOnExclusion = async (tx: Db, userId: number): Promise<void> => {
  const amount = await forfeitBonus(tx, userId)
  if (amount === null) return
  await logProtection(tx, userId, 'bonusForfeited', { amount })
  if (amount > 0) await notifyPlayer(tx, userId, 'bonusForfeited', { amount })
}

/**
 * For a withdrawal: a bonus still open during an exclusion (one started before exclusions forfeited
 * bonuses) is forfeited first, so the player's own money always leaves.
 */
export const forfeitIfExcluded = async (db: Db, userId: number, now = new Date()): Promise<void> => {
  if (!(await activeExclusion(db, userId, now))) return
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    await forfeitOnExclusion(tx, userId)
  })
}

/**
 * Ends every open game of the player (or of one login session) at once: their calls then answer the
 * reason's code. Answers how many games it ended now.
 */
export const endGames = async (
  db: Db,
  where: { userId: number } | { loginSessionId: number },
  reason: 'selfExcluded' | 'sessionTime',
): Promise<number> => {
  const condition =
    'userId' in where
      ? eq(gameSessions.userId, where.userId)
      : eq(gameSessions.loginSessionId, where.loginSessionId)
  const ended = await db
    .update(gameSessions)
    .set({ endedBy: reason })
    .where(and(condition, isNull(gameSessions.endedBy)))
    .returning({ id: gameSessions.id })
  // The game providers' sessions end with them: their debits are refused, their wins still settle.
  await endProviderSessions(
    db,
    'userId' in where ? { userId: where.userId } : { loginSessionIds: [where.loginSessionId] },
  )
  return ended.length
}

/**
 * Starts (or extends) a cool-off or self-exclusion from `now` for `term`, under the player's lock. A new
 * term during a running one may only end later (a permanent one never ends); nobody can shorten or lift
 * it. Ends the player's open games at once, forfeits an open bonus and records the event.
 */
export const startExclusion = async (
  db: Db,
  userId: number,
  term: ExclusionTerm,
  now = new Date(),
): Promise<Exclusion> =>
  db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const running = await activeExclusion(tx, userId, now)
    const until = exclusionEnd(term, now)
    if (running) {
      const shorter =
        running.until === null || (until !== null && until.getTime() <= new Date(running.until).getTime())
      if (shorter) {
        throw new ApiError(
          Code.ExclusionOnlyExtends,
          {},
          { until: running.until },
          {
            until: untilText(running.until),
          },
        )
      }
    }
    const since = running ? new Date(running.since) : now
    const values = { exclusionTerm: term, excludedSince: since, excludedUntil: until }
    await tx
      .insert(playerProtection)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: playerProtection.userId, set: values })
    await endGames(tx, { userId }, 'selfExcluded')
    await forfeitOnExclusion(tx, userId)
    await logProtection(tx, userId, 'selfExcluded', {
      term,
      since: since.toISOString(),
      until: until?.toISOString() ?? null,
      extended: running !== null,
    })
    return { term, since: since.toISOString(), until: until?.toISOString() ?? null }
  })
