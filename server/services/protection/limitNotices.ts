import { Code, type CodeValue } from '@src/contract/codes'
import { LIMIT_KEYS, type LimitKey } from '@src/contract/protection'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { playerNotices } from '../../db/schema/notifications'
import { notifyPlayer } from '../notifications'
import { depositLimitUse } from './limits'
import { periodOfKey, periodStart } from './periods'

/** A deposit limit this used (per mille) or more is "about to be reached". */
const NEAR_LIMIT_PER_MILLE = 800

/** The refusals that mean a limit was reached, by their code. */
const LIMIT_CODES: ReadonlySet<CodeValue> = new Set([
  Code.DepositLimitReached,
  Code.LossLimitReached,
  Code.SessionTimeLimitReached,
])

/**
 * Tells the player about a limit once per limit and period (the São Paulo day, week or month it counts):
 * a player pressing spin at a reached limit is told once, not at every refusal.
 */
const tellOnce = async (
  tx: Db,
  userId: number,
  kind: 'limitNear' | 'limitReached',
  limit: LimitKey,
  now: Date,
): Promise<void> => {
  const since = periodStart(periodOfKey(limit) ?? 'day', now)
  const [told] = await tx
    .select({ id: playerNotices.id })
    .from(playerNotices)
    .where(
      and(
        eq(playerNotices.userId, userId),
        eq(playerNotices.kind, kind),
        sql`${playerNotices.params}->>'limit' = ${limit}`,
        gte(playerNotices.createdAt, since),
      ),
    )
    .limit(1)
  if (!told) await notifyPlayer(tx, userId, kind, { limit }, null)
}

/**
 * After a top-up is credited (in its transaction): a deposit limit now used up tells "limit reached", one
 * used at NEAR_LIMIT_PER_MILLE or more "about to be reached".
 */
export const noteDepositLimits = async (tx: Db, userId: number, now = new Date()): Promise<void> => {
  for (const { key, limit, used } of await depositLimitUse(tx, userId, now)) {
    if (limit <= 0 || used * 1000 < limit * NEAR_LIMIT_PER_MILLE) continue
    await tellOnce(tx, userId, used >= limit ? 'limitReached' : 'limitNear', key, now)
  }
}

/**
 * A refusal of a limit (deposit, loss, session time), recorded after its transaction rolled back: the
 * player is told, in the transaction that records it.
 */
export const noteLimitRefusal = async (
  tx: Db,
  userId: number,
  code: CodeValue,
  data: unknown,
  now = new Date(),
): Promise<void> => {
  if (!LIMIT_CODES.has(code)) return
  const named = data && typeof data === 'object' && 'limit' in data ? String(data.limit) : 'sessionMinutes'
  const limit = (LIMIT_KEYS as readonly string[]).includes(named) ? (named as LimitKey) : 'sessionMinutes'
  await tellOnce(tx, userId, 'limitReached', limit, now)
}
