import type { Db } from '../../db'
import type { Order } from '../../db/schema/money'
import { rewardRecharge } from '../rewards/recharge'

/**
 * Runs inside the transaction that credited a paid top-up, after the order became 'paid': whatever it
 * writes commits or rolls back with the credit. The rewards (services/rewards/recharge): first-deposit
 * bonus, cash back, referral reward, VIP level-up.
 */
export const onRechargePaid = (tx: Db, order: Order): Promise<void> => rewardRecharge(tx, order)
