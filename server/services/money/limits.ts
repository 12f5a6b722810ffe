import type { Db } from '../../db'
import type { User } from '../../db/schema/users'
import { withdrawalLimits } from '../rewards'

export interface WithdrawLimits {
  /** Largest single withdrawal, centavos. */
  maxSingle: number
  /** Withdrawals a player may request per day (São Paulo time), rejected ones not counted. */
  dailyCount: number
}

/** Level 0's limits, and every level's until VIP levels are configured: R$ 5 000 at a time, 3 a day. */
const DEFAULT_WITHDRAW_LIMITS: WithdrawLimits = { maxSingle: 500_000, dailyCount: 3 }

/** The withdrawal limits of the player's VIP level, from the VIP table (services/rewards/vip). */
export const withdrawLimits = async (db: Db, user: User): Promise<WithdrawLimits> => {
  const limits = await withdrawalLimits(db, user.vipLevel)
  return limits
    ? { maxSingle: limits.maxWithdrawal, dailyCount: limits.dailyWithdrawals }
    : DEFAULT_WITHDRAW_LIMITS
}
