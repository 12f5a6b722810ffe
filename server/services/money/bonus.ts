import type { Db } from '../../db'
import type { Order } from '../../db/schema/money'
import { bookedBonus, quoteBonus } from '../rewards/recharge'

/**
 * A top-up order's bonus as the deposit page shows it: while unpaid, what it would earn once paid (the
 * rewards' first-deposit and cash-back rules, services/rewards/recharge); once decided, what was booked for
 * it, never a new quote (which would be the next top-up's).
 */
export const rechargeBonus = (db: Db, order: Order): Promise<number> =>
  order.status === 'unpaid' ? quoteBonus(db, order.userId, order.amount) : bookedBonus(db, order)
