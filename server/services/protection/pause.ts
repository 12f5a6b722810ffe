import { Code } from '@src/contract/codes'
import type { Pause, PauseDays } from '@src/contract/protection'
import { addDays, addHours } from 'date-fns'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { playerProtection } from '../../db/schema/protection'
import { ApiError } from '../../envelope'
import { lockPlayer } from '../accounts'
import { logProtection } from '../audit'
import { spDateTime } from '../calendar'
import { endGames, protectionRow } from './exclusion'

/**
 * The player's own pause (docs/compliance.md, Pause periods): the account stays open, play and top-ups are
 * refused (the play gate's 'paused', assertMayDeposit), withdrawals stay open. Unlike a cool-off it is a
 * break the player chose for themselves, so they may end it early, but only 24 hours after asking: the
 * delay a raised limit waits, so that ending it is never a decision of the moment.
 */

/** How long an early end of a pause waits. */
const END_DELAY_HOURS = 24

type ProtectionRow = typeof playerProtection.$inferSelect

/** The pause a protection row holds, when it still runs at `now`. */
export const pauseOf = (row: ProtectionRow | undefined, now: Date): Pause | null => {
  if (!row?.pausedSince || !row.pausedUntil || row.pausedUntil <= now) return null
  return {
    since: row.pausedSince.toISOString(),
    until: row.pausedUntil.toISOString(),
    endAsked: row.pauseEndAskedAt !== null,
  }
}

/** Paused, saying until when. */
export const pausedError = (until: Date): ApiError =>
  new ApiError(Code.Paused, { date: spDateTime(until) }, { until: until.toISOString() })

/** Refuses with Paused while the player's pause runs. */
export const assertNotPaused = async (db: Db, userId: number, now: Date): Promise<void> => {
  const pause = pauseOf(await protectionRow(db, userId), now)
  if (pause) throw pausedError(new Date(pause.until))
}

/**
 * index/pause: a pause of `days` from now, under the player's lock. During a running one the new end must
 * come later (index/pause_end is the way to shorten it), and it keeps its start; a new pause clears an early
 * end asked. Open games end at once; a bonus stays open (the break ends, unlike an exclusion).
 */
export const startPause = async (db: Db, userId: number, days: PauseDays, now = new Date()): Promise<Pause> =>
  db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const running = pauseOf(await protectionRow(tx, userId), now)
    const until = addDays(now, days)
    if (running && until.getTime() <= Date.parse(running.until)) {
      const end = new Date(running.until)
      throw new ApiError(Code.PauseOnlyExtends, { date: spDateTime(end) }, { until: running.until })
    }
    const since = running ? new Date(running.since) : now
    const values = { pausedSince: since, pausedUntil: until, pauseEndAskedAt: null }
    await tx
      .insert(playerProtection)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: playerProtection.userId, set: values })
    await endGames(tx, { userId }, 'selfExcluded')
    await logProtection(tx, userId, 'paused', {
      days,
      since: since.toISOString(),
      until: until.toISOString(),
      extended: running !== null,
    })
    return { since: since.toISOString(), until: until.toISOString(), endAsked: false }
  })

/**
 * index/pause_end: the running pause ends 24 hours from now, or at its own end when that comes sooner.
 * Asking again changes nothing; without a running pause, nothing happens.
 */
export const askPauseEnd = async (db: Db, userId: number, now = new Date()): Promise<void> =>
  db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const running = pauseOf(await protectionRow(tx, userId), now)
    if (!running || running.endAsked) return
    const delayed = addHours(now, END_DELAY_HOURS)
    const until = delayed.getTime() < Date.parse(running.until) ? delayed : new Date(running.until)
    await tx
      .update(playerProtection)
      .set({ pausedUntil: until, pauseEndAskedAt: now })
      .where(eq(playerProtection.userId, userId))
    await logProtection(tx, userId, 'pauseEndAsked', { until: until.toISOString() })
  })
