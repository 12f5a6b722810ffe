import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { attemptCounters } from '../../db/schema/attempts'

/**
 * Counters that decide and count an attempt in one statement (an upsert whose row lock orders
 * simultaneous attempts), so that no limit is checked before it is counted: fifty guesses sent at once
 * see the fifty counts one after the other, on PGlite, on PostgreSQL and across server processes.
 */

export interface Verdict {
  allowed: boolean
  /** When refused: how long until the next attempt may go ahead. */
  retryAfterMs: number
}

const allowed: Verdict = { allowed: true, retryAfterMs: 0 }

const refusedUntil = (until: Date | null | undefined): Verdict => ({
  allowed: false,
  retryAfterMs: Math.max(1_000, (until?.getTime() ?? Date.now()) - Date.now()),
})

const nextAtOf = async (db: Db, key: string) => {
  const [row] = await db
    .select({ nextAt: attemptCounters.nextAt })
    .from(attemptCounters)
    .where(eq(attemptCounters.key, key))
  return row?.nextAt
}

/**
 * A cap: at most `limit` attempts per fixed window of `windowMs`. The attempt takes a slot if one is free
 * (a refused one takes none); the window starts at its first attempt.
 */
export const takeSlot = async (db: Db, key: string, limit: number, windowMs: number): Promise<Verdict> => {
  const window = sql`make_interval(secs => ${windowMs / 1000}::float8)`
  const stale = sql`${attemptCounters.windowStart} <= now() - ${window}`
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, nextAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${stale} then 1 else ${attemptCounters.count} + 1 end`,
        windowStart: sql`case when ${stale} then now() else ${attemptCounters.windowStart} end`,
        nextAt: sql`case when ${stale} then now() + ${window} else ${attemptCounters.nextAt} end`,
      },
      setWhere: sql`${stale} or ${attemptCounters.count} < ${limit}::int`,
    })
    .returning({ count: attemptCounters.count })
  if (row && row.count <= limit) return allowed
  return refusedUntil(await nextAtOf(db, key))
}

/** Gives back a slot taken by an attempt that turned out not to count (a success, an undelivered code). */
export const refundSlot = async (db: Db, key: string): Promise<void> => {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(eq(attemptCounters.key, key))
}

export interface GuardRule {
  /** Attempts that go ahead without waiting. */
  freeTries: number
  /** The wait after the first attempt past the free ones; each further one doubles it... */
  firstDelayMs: number
  /** ...up to this. */
  maxDelayMs: number
  /** A guard untouched this long starts over. */
  forgetAfterMs: number
}

/**
 * A guard with growing delays: `freeTries` attempts, then each attempt must wait (first delay, doubling up
 * to the maximum) after the previous one. Counted and decided in one upsert; answers whether this attempt
 * may go ahead and whether its key is trusted (see trustGuard).
 */
export const passGuard = async (
  db: Db,
  key: string,
  rule: GuardRule,
): Promise<Verdict & { trusted: boolean }> => {
  const stale = sql`${attemptCounters.nextAt} <= now() - make_interval(secs => ${rule.forgetAfterMs / 1000}::float8)`
  const count = sql`case when ${stale} then 1 else ${attemptCounters.count} + 1 end`
  const free = sql`${rule.freeTries}::int`
  // The wait after attempt n: 0 while n < freeTries, then firstDelay * 2^(n - freeTries), at most maxDelay.
  const delayAfter = (n: SQL) =>
    sql`make_interval(secs => case when ${n} < ${free} then 0 else least(${rule.maxDelayMs / 1000}::float8, ${rule.firstDelayMs / 1000}::float8 * power(2, least(${n} - ${free}, 30))) end)`
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, nextAt: sql`now() + ${delayAfter(sql`1`)}` })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: { count, windowStart: sql`now()`, nextAt: sql`now() + ${delayAfter(count)}` },
      setWhere: sql`${attemptCounters.nextAt} <= now()`,
    })
    .returning({ trusted: attemptCounters.trusted })
  if (row) return { ...allowed, trusted: row.trusted }
  return { ...refusedUntil(await nextAtOf(db, key)), trusted: false }
}

/** After a success: the guard starts over, and remembers the key as trusted (its owner used it). */
export const trustGuard = async (db: Db, key: string): Promise<void> => {
  // An upsert: a sign-up trusts its address before any try made the guard's row.
  await db
    .insert(attemptCounters)
    .values({ key, count: 0, trusted: true })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: { count: 0, nextAt: sql`now()`, trusted: true },
    })
}

/** Forgets every counter of these keys (a password reset proves the owner). */
export const clearCounters = async (db: Db, keys: string[]): Promise<void> => {
  for (const key of keys) await db.delete(attemptCounters).where(eq(attemptCounters.key, key))
}
