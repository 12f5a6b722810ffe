import type { Db } from '../../db'
import { quoteBonus } from '../rewards/recharge'

/**
 * The bonus a top-up of `amount` centavos would earn this player once paid, shown on the deposit page:
 * the rewards' first-deposit and cash-back rules (services/rewards/recharge).
 */
export const quoteRechargeBonus = (db: Db, userId: number, amount: number): Promise<number> =>
  quoteBonus(db, userId, amount)
