import { and, count, eq, gt, lt, min } from 'drizzle-orm'
import { Code } from '../../src/contract/codes'
import type { Db } from '../db'
import { loginFailures } from '../db/schema/loginFailures'
import { ApiError } from '../envelope'

/** Failed logins are counted over this window... */
export const THROTTLE_WINDOW_MS = 15 * 60_000
/** ...and past these numbers, further tries are refused until the oldest failure leaves the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5
export const MAX_FAILURES_PER_IP = 20

const failuresSince = async (
  db: Db,
  column: typeof loginFailures.phone | typeof loginFailures.ip,
  value: string,
) => {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS)
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, since)))
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null }
}

/** Refuses a login (1013, naming the minutes to wait) when the account or the IP failed too often. */
export const assertLoginAllowed = async (db: Db, phone: string, ip: string): Promise<void> => {
  for (const [column, value, limit] of [
    [loginFailures.phone, phone, MAX_FAILURES_PER_ACCOUNT],
    [loginFailures.ip, ip, MAX_FAILURES_PER_IP],
  ] as const) {
    const { failures, oldest } = await failuresSince(db, column, value)
    if (failures < limit || !oldest) continue
    const waitMs = oldest.getTime() + THROTTLE_WINDOW_MS - Date.now()
    throw new ApiError(Code.LoginThrottled, { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) })
  }
}

/** Counts a failure (whether or not the account exists: the throttle must not reveal that either). */
export const recordLoginFailure = async (db: Db, phone: string, ip: string): Promise<void> => {
  await db.insert(loginFailures).values({ phone, ip })
  // Old rows are of no more use: drop them while here, so the table stays small without a job.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)))
}

/** A successful login clears the account's count (the IP's stays: it may be guessing other accounts). */
export const clearLoginFailures = async (db: Db, phone: string): Promise<void> => {
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone))
}
