// The server's own pure tier rule (type imports only), so the page quotes exactly what the server pays.
import { depositBonus } from '../../../server/services/rewards/tiers'
import type { BonusStatus, Promotions } from '../../contract/rewards'

/**
 * The bonus a top-up of `amount` centavos would earn if paid now, as the server quotes it on the order: the
 * first-deposit bonus before the first paid top-up, then the cash back while today's are not used up.
 */
export function quoteBonus(promotions: Promotions, status: BonusStatus, amount: number): number {
  if (!status.firstDeposit.used) {
    const { enabled, rules } = promotions.first_deposit
    return enabled ? depositBonus(rules.tiers, amount) : 0
  }
  const { enabled, rules } = promotions.recharge_cashback
  return enabled && status.cashback.remainingToday > 0 ? depositBonus(rules.tiers, amount) : 0
}
