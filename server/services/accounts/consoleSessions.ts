import { Code } from '@src/contract/codes'
import type { TotpStatus } from '@src/contract/console'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { sessions } from '../../db/schema/sessions'
import { ApiError } from '../../envelope'
import { secondFactorStatus } from './secondFactor'
import { type ActiveSession, findSessionById, revokeSession } from './sessions'

/**
 * The console's rules for a session (docs/console.md), checked before every /api/admin/* call:
 * - with CONSOLE_TOTP_REQUIRED, the account must have set up its second factor (1700); an account that has
 *   set it up must have passed it in this session (1701), required or not;
 * - a session that passed the second factor is bound to the address and browser (user agent) of the call
 *   that passed it: a console call from another ends it (1707);
 * - a session idle past CONSOLE_IDLE_MINUTES since its last console call ends (1706).
 */

/** The last console call is written at most this often, so a busy page does not write on every call. */
const USE_INTERVAL_MS = 15_000

export interface ConsoleCall {
  ip: string
  agent: string
}

export interface ConsoleRules {
  totpRequired: boolean
  idleMinutes: number
}

export const checkConsoleCall = async (
  db: Db,
  session: ActiveSession,
  call: ConsoleCall,
  rules: ConsoleRules,
  now = new Date(),
): Promise<void> => {
  const { console } = session
  if (console.usedAt && now.getTime() - console.usedAt.getTime() >= rules.idleMinutes * 60_000) {
    await revokeSession(db, session.sessionId)
    throw new ApiError(Code.ConsoleSessionIdle)
  }
  if (console.secondFactorAt && (console.ip !== call.ip || console.agent !== call.agent)) {
    await revokeSession(db, session.sessionId)
    throw new ApiError(Code.ConsoleSessionMoved)
  }
  if (!console.secondFactorAt) {
    const { enrolled } = await secondFactorStatus(db, session.user.id)
    if (enrolled) throw new ApiError(Code.SecondFactorRequired)
    if (rules.totpRequired) throw new ApiError(Code.TotpEnrolmentRequired)
  }
  if (!console.usedAt || now.getTime() - console.usedAt.getTime() > USE_INTERVAL_MS)
    await db.update(sessions).set({ consoleUsedAt: now }).where(eq(sessions.id, session.sessionId))
}

/** The session passed the second factor from this address and browser: console calls may go ahead from them. */
export const passSecondFactor = async (db: Db, sessionId: number, call: ConsoleCall): Promise<void> => {
  const now = new Date()
  await db
    .update(sessions)
    .set({ secondFactorAt: now, consoleIp: call.ip, consoleAgent: call.agent, consoleUsedAt: now })
    .where(eq(sessions.id, sessionId))
}

/** The second factor of an account and of its session, as console/totp_status answers it. */
export const totpStatusOf = async (
  db: Db,
  userId: number,
  sessionId: number | null,
  required: boolean,
): Promise<TotpStatus> => {
  const session = sessionId === null ? null : await findSessionById(db, sessionId)
  const { enrolled, recoveryCodesLeft } = await secondFactorStatus(db, userId)
  return { enrolled, verified: Boolean(session?.secondFactorAt), required, recoveryCodesLeft }
}
