import { Code } from '@src/contract/codes'
import type { LoginLimits } from '../../config'
import type { Db } from '../../db'
import { ApiError } from '../../envelope'
import { clearCounters, type GuardRule, passGuard, refundSlot, takeSlot, trustGuard } from './attempts'

/**
 * Password guessing, counted before any password is checked (login, user/changepwd and index/self_exclude
 * share it; the last two also count per account, see countSessionPasswordTry):
 * - per phone and address, growing delays: five tries, then 1 min, 2, 4... up to an hour between tries.
 *   Only that address waits, so a stranger cannot lock a player (or the operator) out;
 * - per address, a cap on tries at phones it never logged into, so one address cannot guess many accounts
 *   (its neighbours behind the same address keep logging into their own accounts);
 * - per account, a ceiling against guessing from many addresses, which addresses the account has logged
 *   in from before do not feel.
 * @internal Tests read it rather than copy the numbers.
 */
export const PAIR_GUARD: GuardRule = {
  freeTries: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: 24 * 3600_000,
}
const THROTTLE_WINDOW_MS = 15 * 60_000
const ACCOUNT_CEILING_WINDOW_MS = 60 * 60_000

const pairKey = (phone: string, ip: string) => `login:pair:${phone}|${ip}`
const ipKey = (ip: string) => `login:ip:${ip}`
const accountKey = (phone: string) => `login:account:${phone}`

const throttled = (retryAfterMs: number) =>
  new ApiError(Code.LoginThrottled, { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) })

/**
 * Counts one password try at `phone` from `ip`, or refuses it (1013, naming the minutes to wait) without
 * it being checked. Call before verifying the password; call what it answers when the password was right:
 * this address starts over, is trusted for this phone from then on, and gets its tries back.
 */
export const countPasswordTry = async (
  db: Db,
  phone: string,
  ip: string,
  limits: LoginLimits,
): Promise<() => Promise<void>> => {
  const pair = await passGuard(db, pairKey(phone, ip), PAIR_GUARD)
  if (!pair.allowed) throw throttled(pair.retryAfterMs)
  const taken: string[] = []
  if (!pair.trusted) {
    for (const [key, limit, windowMs] of [
      [ipKey(ip), limits.perIp, THROTTLE_WINDOW_MS],
      [accountKey(phone), limits.perAccount, ACCOUNT_CEILING_WINDOW_MS],
    ] as const) {
      const verdict = await takeSlot(db, key, limit, windowMs)
      if (!verdict.allowed) throw throttled(verdict.retryAfterMs)
      taken.push(key)
    }
  }
  return async () => {
    await trustGuard(db, pairKey(phone, ip))
    for (const key of taken) await refundSlot(db, key)
  }
}

/**
 * A sign-up proves the owner as a right password does (the phone's code and the new password): its address
 * is trusted for this phone from then on.
 */
export const trustSignupAddress = (db: Db, phone: string, ip: string): Promise<void> =>
  trustGuard(db, pairKey(phone, ip))

const sessionKey = (userId: number) => `password:user:${userId}`

/**
 * A try at the current password from inside a session (user/changepwd, index/self_exclude). Whoever holds
 * a session needs no new address to guess from, so these tries are also counted per account, whatever the
 * address: five, then the pair's growing delays. Same contract as countPasswordTry.
 */
export const countSessionPasswordTry = async (
  db: Db,
  user: { id: number; phone: string },
  ip: string,
  limits: LoginLimits,
): Promise<() => Promise<void>> => {
  const guard = await passGuard(db, sessionKey(user.id), PAIR_GUARD)
  if (!guard.allowed) throw throttled(guard.retryAfterMs)
  const accepted = await countPasswordTry(db, user.phone, ip, limits)
  return async () => {
    await accepted()
    await trustGuard(db, sessionKey(user.id))
  }
}

/** A reset proves the owner: the account's ceiling and its in-session guard start over. */
export const clearAccountThrottle = async (db: Db, user: { id: number; phone: string }): Promise<void> => {
  await clearCounters(db, [accountKey(user.phone), sessionKey(user.id)])
}
