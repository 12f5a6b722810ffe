import { Code } from '@src/contract/codes'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db'
import { payPasswordFailures } from '../../db/schema/money'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { lockPlayer, verifyPassword } from '../accounts'

/** Wrong withdrawal passwords allowed per hour; the next attempt waits for the oldest to age out. */
const PAY_PASSWORD_ATTEMPTS = 5
const WINDOW_MS = 60 * 60_000

type Outcome = { ok: true } | { error: ApiError }

const minutesUntil = (time: number): number => Math.max(1, Math.ceil((time - Date.now()) / 60_000))

/**
 * Checks the withdrawal password, counting wrong ones. Its own transaction, locked on the player: the
 * failure it records must commit even though the withdrawal is refused, and parallel guesses are counted
 * one by one. A right password clears the count.
 */
export const checkPayPassword = async (db: Db, userId: number, password: string): Promise<void> => {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockPlayer(tx, userId)
    const failures = await tx
      .select({ createdAt: payPasswordFailures.createdAt })
      .from(payPasswordFailures)
      .where(
        and(
          eq(payPasswordFailures.userId, userId),
          gt(payPasswordFailures.createdAt, new Date(Date.now() - WINDOW_MS)),
        ),
      )
      .orderBy(asc(payPasswordFailures.createdAt))
    const [oldest] = failures
    if (oldest && failures.length >= PAY_PASSWORD_ATTEMPTS) {
      const minutes = minutesUntil(oldest.createdAt.getTime() + WINDOW_MS)
      return { error: new ApiError(Code.PayPasswordLocked, { minutes }) }
    }
    const [user] = await tx.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, userId))
    if (!user?.hash) return { error: new ApiError(Code.PayPasswordFirst) }
    if (await verifyPassword(user.hash, password)) {
      await tx.delete(payPasswordFailures).where(eq(payPasswordFailures.userId, userId))
      return { ok: true }
    }
    await tx.insert(payPasswordFailures).values({ userId })
    const left = PAY_PASSWORD_ATTEMPTS - failures.length - 1
    if (left > 0) return { error: new ApiError(Code.PayPasswordWrong, { left }) }
    const minutes = minutesUntil((oldest?.createdAt.getTime() ?? Date.now()) + WINDOW_MS)
    return { error: new ApiError(Code.PayPasswordLocked, { minutes }) }
  })
  if ('error' in outcome) throw outcome.error
}
