import { CORRECTION_PERMISSIONS } from './corrections-values'
import { MONEY_PERMISSIONS } from './money-values'
import { PROTECTION_PERMISSIONS } from './protection-values'
import { RISK_PERMISSIONS } from './risk-values'

/**
 * What waits for an operator (admin/pending_counts, the console's overview), each queue with the permission
 * of the page that lists it: an operator gets the count of a queue only when they may open that page.
 * - payouts: withdrawals waiting for an operator's decision (held by the payout rules, or paid by hand);
 * - corrections: balance corrections waiting for a second operator;
 * - riskCases: open risk and responsible-gaming cases;
 * - identityChecks: players whose declared identity waits for a decision.
 */
export const PENDING_QUEUES = {
  payouts: MONEY_PERMISSIONS.listOrders,
  corrections: CORRECTION_PERMISSIONS.view,
  riskCases: RISK_PERMISSIONS.view,
  identityChecks: PROTECTION_PERMISSIONS.viewPlayer,
} as const
export type PendingQueue = keyof typeof PENDING_QUEUES
