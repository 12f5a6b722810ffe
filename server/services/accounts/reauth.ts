import { Code } from '@src/contract/codes'
import { and, eq, isNull } from 'drizzle-orm'
import type { LoginLimits } from '../../config'
import type { Db } from '../../db'
import { gameSessions } from '../../db/schema/gameSessions'
import type { User } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { countSessionPasswordTry } from './loginThrottle'
import { verifyPassword } from './passwords'
import { markReauthenticated } from './sessions'

/**
 * Re-authentication after REAUTH_IDLE_MINUTES of inactivity (Ordinance SPA/MF 722/2024; docs/compliance.md):
 * the password again, counted like a log-in try before it is checked (countSessionPasswordTry: per account
 * and per address, growing delays, 1013). Right, the login session counts as used now and its open games,
 * paused meanwhile, play on where they stood; wrong, nothing changes (1031).
 */
export const reauthenticate = async (
  db: Db,
  request: { user: User; loginSessionId: number; password: string; ip: string; limits: LoginLimits },
): Promise<void> => {
  const { user, loginSessionId } = request
  const accepted = await countSessionPasswordTry(db, user, request.ip, request.limits)
  if (!(await verifyPassword(user.passwordHash, request.password)))
    throw new ApiError(Code.ReauthPasswordWrong)
  await accepted()
  await markReauthenticated(db, loginSessionId)
  await db
    .update(gameSessions)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(gameSessions.loginSessionId, loginSessionId),
        isNull(gameSessions.leftAt),
        isNull(gameSessions.endedBy),
      ),
    )
}
