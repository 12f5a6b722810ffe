import { Code } from '@src/contract/codes'
import {
  LIMIT_KEYS,
  type LimitEntry,
  type LimitKey,
  type Limits,
  type SetLimitsBody,
} from '@src/contract/protection'
import { formatBRL } from '@src/money/format'
import { and, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { orders } from '../../db/schema/money'
import { playDays, playerLimits, playerProtection } from '../../db/schema/protection'
import { sessions } from '../../db/schema/sessions'
import { ApiError } from '../../envelope'
import { lockPlayer } from '../accounts'
import { logProtection } from '../audit'
import { dayOf } from '../calendar'
import { exclusionOf, protectionRow } from './exclusion'
import { pauseOf } from './pause'
import { type Period, periodOfKey, periodStart, raiseEffectiveAt } from './periods'

type LimitRow = typeof playerLimits.$inferSelect

const DEPOSIT_KEYS = ['depositDay', 'depositWeek', 'depositMonth'] as const satisfies LimitKey[]

/** The largest limit accepted: R$ 10 million, or a day of minutes for the session. */
const MAX_AMOUNT = 1_000_000_000
const MAX_SESSION_MINUTES = 24 * 60

/** The value that applies at `now`: the pending one once its 24 hours have passed. */
const effectiveValue = (row: LimitRow | undefined, now: Date): number | null => {
  if (!row) return null
  if (row.pendingAt && row.pendingAt <= now) return row.pendingValue
  return row.value
}

const pendingOf = (row: LimitRow | undefined, now: Date) =>
  row?.pendingAt && row.pendingAt > now
    ? { value: row.pendingValue, effectiveAt: row.pendingAt.toISOString() }
    : null

const limitRows = async (db: Db, userId: number, keys: readonly LimitKey[] = LIMIT_KEYS) =>
  new Map(
    (
      await db
        .select()
        .from(playerLimits)
        .where(and(eq(playerLimits.userId, userId), inArray(playerLimits.key, [...keys])))
    ).map((row) => [row.key, row]),
  )

/** Centavos of a player's top-ups created from `since` on that also meet `conditions`. */
const rechargedSince = async (db: Db, userId: number, since: Date, ...conditions: SQL[]): Promise<number> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.amount}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.type, 'recharge'),
        gte(orders.createdAt, since),
        ...conditions,
      ),
    )
  return centavos(row?.total)
}

/**
 * Centavos a player has deposited in the period from `since`: top-ups paid, and those still waiting to be
 * paid (an open PIX order, a manual one under review), which hold their share of the limit until they
 * expire or fail. Held top-ups (not credited) do not count.
 */
const depositedSince = (db: Db, userId: number, since: Date, now: Date): Promise<number> =>
  rechargedSince(
    db,
    userId,
    since,
    isNull(orders.hold),
    sql`(${orders.status} = 'paid' or (${orders.status} = 'unpaid' and (${orders.expiresAt} is null or ${orders.expiresAt} > ${now.toISOString()})))`,
  )

/** Centavos credited from paid top-ups in the period from `since` (the webhook's check). */
const creditedSince = (db: Db, userId: number, since: Date): Promise<number> =>
  rechargedSince(db, userId, since, eq(orders.status, 'paid'))

/** Net loss (stakes − wins) since the start of the period, from the daily totals ficha_play_rounds keeps. */
const lostSince = async (db: Db, userId: number, period: Period, now: Date): Promise<number> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${playDays.netLoss}), 0)` })
    .from(playDays)
    .where(and(eq(playDays.userId, userId), gte(playDays.day, dayOf(periodStart(period, now)))))
  return centavos(row?.total)
}

/** When the login session started to play (its first game open), or null. */
export const playStartOf = async (db: Db, loginSessionId: number): Promise<Date | null> => {
  const [row] = await db
    .select({ start: sessions.playStartedAt })
    .from(sessions)
    .where(eq(sessions.id, loginSessionId))
  return row?.start ?? null
}

const minutesSince = (start: Date | null, now: Date) =>
  start ? Math.max(0, Math.floor((now.getTime() - start.getTime()) / 60_000)) : 0

/** The limit's name in the caller's language, for the messages that name it. */
const limitName = (key: LimitKey) => ({ key: `protection.limitName.${key}` })

/** index/get_limits: every limit with what applies, what waits and what is used; interval; exclusion. */
export const getLimits = async (
  db: Db,
  userId: number,
  {
    defaultRealityCheck,
    loginSessionId,
    now = new Date(),
  }: {
    defaultRealityCheck: number
    loginSessionId: number | null
    now?: Date
  },
): Promise<Limits> => {
  const [rows, protection, playStart] = await Promise.all([
    limitRows(db, userId),
    protectionRow(db, userId),
    loginSessionId === null ? null : playStartOf(db, loginSessionId),
  ])
  const used = async (key: LimitKey): Promise<number> => {
    const period = periodOfKey(key)
    if (period === null) return minutesSince(playStart, now)
    if (key.startsWith('deposit')) return depositedSince(db, userId, periodStart(period, now), now)
    return Math.max(0, await lostSince(db, userId, period, now))
  }
  const entries = await Promise.all(
    LIMIT_KEYS.map(async (key): Promise<[LimitKey, LimitEntry]> => {
      const row = rows.get(key)
      return [key, { value: effectiveValue(row, now), pending: pendingOf(row, now), used: await used(key) }]
    }),
  )
  return {
    limits: Object.fromEntries(entries) as Limits['limits'],
    realityCheckMinutes: protection?.realityCheckMinutes ?? defaultRealityCheck,
    exclusion: exclusionOf(protection, now),
    pause: pauseOf(protection, now),
  }
}

const assertValue = (key: LimitKey, value: number | null): number | null => {
  if (value === null) return null
  const max = key === 'sessionMinutes' ? MAX_SESSION_MINUTES : MAX_AMOUNT
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    throw new ApiError(Code.LimitValueInvalid, {}, { field: key })
  return value
}

/**
 * index/set_limits, under the player's lock. Lowering a limit (or setting one where there was none)
 * applies at once and drops a raise that was waiting; raising or removing one waits 24 hours (pending).
 * The same value again drops a waiting change. Every change is recorded.
 */
export const setLimits = async (
  db: Db,
  userId: number,
  body: SetLimitsBody,
  now = new Date(),
): Promise<void> => {
  const asked = Object.entries(body.limits ?? {}) as [LimitKey, number | null][]
  const values = asked.map(([key, value]) => [key, assertValue(key, value)] as const)
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const rows = await limitRows(tx, userId)
    const changes: Record<string, unknown> = {}
    for (const [key, value] of values) {
      const current = effectiveValue(rows.get(key), now)
      const tighter = value !== null && (current === null || value < current)
      const same = value === current
      const set =
        tighter || same
          ? { value, pendingValue: null, pendingAt: null, updatedAt: now }
          : { value: current, pendingValue: value, pendingAt: raiseEffectiveAt(now), updatedAt: now }
      await tx
        .insert(playerLimits)
        .values({ userId, key, ...set })
        .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.key], set })
      changes[key] = {
        from: current,
        to: value,
        effectiveAt: (set.pendingAt ?? now).toISOString(),
      }
    }
    if (body.realityCheckMinutes !== undefined) {
      const realityCheckMinutes = body.realityCheckMinutes
      await tx
        .insert(playerProtection)
        .values({ userId, realityCheckMinutes })
        .onConflictDoUpdate({ target: playerProtection.userId, set: { realityCheckMinutes } })
      changes.realityCheckMinutes = realityCheckMinutes
    }
    await logProtection(tx, userId, 'limitsSet', changes)
  })
}

/** The deposit limits that apply at `now`, each with the start of its current period. */
const depositLimitsAt = async (
  db: Db,
  userId: number,
  now: Date,
): Promise<{ key: LimitKey; limit: number; since: Date }[]> => {
  const rows = await limitRows(db, userId, DEPOSIT_KEYS)
  return DEPOSIT_KEYS.flatMap((key) => {
    const limit = effectiveValue(rows.get(key), now)
    const period = periodOfKey(key)
    return limit === null || period === null ? [] : [{ key, limit, since: periodStart(period, now) }]
  })
}

/**
 * Refuses a deposit of `amount` that a deposit limit does not allow, naming the limit with the least left.
 * Call under the player's lock, in the transaction that writes the order, so simultaneous top-ups are
 * counted one after the other.
 */
export const assertDepositFits = async (db: Db, userId: number, amount: number, now: Date): Promise<void> => {
  for (const { key, limit, since } of await depositLimitsAt(db, userId, now)) {
    const left = Math.max(0, limit - (await depositedSince(db, userId, since, now)))
    if (amount > left) throw depositLimitError(key, limit, left)
  }
}

const depositLimitError = (key: LimitKey, limit: number, left: number) =>
  new ApiError(
    Code.DepositLimitReached,
    { value: formatBRL(limit), left: formatBRL(left) },
    { limit: key, left },
    { limit: limitName(key) },
  )

/** Each deposit limit that applies now, with what the paid top-ups of its period used of it (centavos). */
export const depositLimitUse = async (
  db: Db,
  userId: number,
  now: Date,
): Promise<{ key: LimitKey; limit: number; used: number }[]> => {
  const uses: { key: LimitKey; limit: number; used: number }[] = []
  for (const { key, limit, since } of await depositLimitsAt(db, userId, now)) {
    uses.push({ key, limit, used: await creditedSince(db, userId, since) })
  }
  return uses
}

/** Whether crediting `amount` now would go beyond a deposit limit (counting credited top-ups only). */
export const depositOverLimit = async (
  db: Db,
  userId: number,
  amount: number,
  now: Date,
): Promise<LimitKey | null> => {
  for (const { key, limit, since } of await depositLimitsAt(db, userId, now)) {
    if ((await creditedSince(db, userId, since)) + amount > limit) return key
  }
  return null
}

/** LossLimitReached, naming the limit and what is left of it (the play gate's refusal, worded). */
export const lossLimitError = (key: LimitKey, limit: number, left: number) =>
  new ApiError(
    Code.LossLimitReached,
    { value: formatBRL(limit), left: formatBRL(Math.max(0, left)) },
    { limit: key, left: Math.max(0, left) },
    { limit: limitName(key) },
  )

/** The session time limit (minutes) that applies now, or null. */
export const sessionLimit = async (db: Db, userId: number, now: Date): Promise<number | null> =>
  effectiveValue((await limitRows(db, userId, ['sessionMinutes'])).get('sessionMinutes'), now)
