// The server's own pure tier rule (type imports only), so the page quotes exactly what the server pays.
import { depositBonus } from '../../../server/services/rewards/tiers'
import type { BonusStatus, Promotions } from '../../contract/rewards'

/**
 * The bonus a top-up of `amount` centavos would earn if paid now, as the server quotes it on the order: the
 * first-deposit bonus before the first paid top-up, then the cash back while today's are not used up. Null
 * when the promotion that would apply is off (or forbidden by the compliance profile): there is no bonus to
 * quote, so the page mentions none.
 */
export function quoteBonus(promotions: Promotions, status: BonusStatus, amount: number): number | null {
  const { enabled, rules } = status.firstDeposit.used
    ? promotions.recharge_cashback
    : promotions.first_deposit
  if (!enabled) return null
  return status.firstDeposit.used && status.cashback.remainingToday === 0
    ? 0
    : depositBonus(rules.tiers, amount)
}
