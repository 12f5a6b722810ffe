/**
 * What NGR counts, one rule for the operator's reports (queries.ts) and the partners' commissions
 * (services/partnerPlans/ngr.ts): each side of a ledger movement on a house account, by the account's kind,
 * the movement's reason and its detail (a reward's promotion, summaries.ts ledgerQuery), is a stake or a win
 * (the house's game accounts), a cost NGR deducts, or neither (docs/reports.md, Definitions).
 */

/** The players' side of the ledger: their own accounts and the money held at or on its way to a provider. */
export const LIABILITY_ACCOUNTS = [
  'wallet',
  'game',
  'withdrawal_pending',
  'bonus',
  'provider_held',
  'provider_funds',
] as const

/**
 * House accounts that are neither the game's result nor a cost of the players: cash in and out, the demo
 * players' money, the other side of the players' debts ('debts': a reversed win the player had spent counts in
 * the house's result as the player repays it, docs/reports.md), and the partners' commissions (paid on NGR,
 * so never part of it).
 */
const NEUTRAL_ACCOUNTS: readonly string[] = [
  'deposits',
  'payouts',
  'demo_funding',
  'debts',
  'partner_commissions',
]

/** The costs NGR deducts, by the promotion a reward paid; anything else on the rewards account is a bonus. */
export const COST_COLUMNS = [
  'bonuses',
  'cashback',
  'rebate',
  'vip',
  'salary',
  'referral',
  'races',
  'corrections',
] as const
export type Cost = (typeof COST_COLUMNS)[number]

const REWARD_COSTS: Record<string, Cost> = {
  first_deposit: 'bonuses',
  provider_promo: 'bonuses',
  recharge_cashback: 'cashback',
  rebate: 'rebate',
  vip_upgrade: 'vip',
  partner_salary: 'salary',
  referral: 'referral',
  race: 'races',
}

/**
 * What one side of a movement is to NGR: 'game' (the house's game accounts: credits are stakes, debits wins;
 * a provider's rollback or a debt repayment is on them too), a cost (debits less credits paid out of it),
 * 'liability' (the players' side) or 'neutral'.
 */
export const ngrPart = (
  accountKind: string,
  reason: string,
  detail: string,
): 'game' | 'liability' | 'neutral' | Cost => {
  if ((LIABILITY_ACCOUNTS as readonly string[]).includes(accountKind)) return 'liability'
  if (accountKind === 'house') return 'game'
  if (NEUTRAL_ACCOUNTS.includes(accountKind)) return 'neutral'
  if (accountKind !== 'rewards') return 'corrections'
  return reason === 'reward' || reason === 'race_prize' ? (REWARD_COSTS[detail] ?? 'bonuses') : 'bonuses'
}

/** Stakes, wins and costs summed from ledger sides (credits and debits in centavos). */
export interface NgrSums {
  stakes: number
  wins: number
  costs: Record<Cost, number>
}

export const emptyNgr = (): NgrSums => ({
  stakes: 0,
  wins: 0,
  costs: Object.fromEntries(COST_COLUMNS.map((cost) => [cost, 0])) as Record<Cost, number>,
})

/** Adds one summed side to the sums; answers false for a side NGR does not count (liability, neutral). */
export const addToNgr = (
  sums: NgrSums,
  side: { accountKind: string; reason: string; detail: string; credits: number; debits: number },
): boolean => {
  const part = ngrPart(side.accountKind, side.reason, side.detail)
  if (part === 'liability' || part === 'neutral') return false
  if (part === 'game') {
    sums.stakes += side.credits
    sums.wins += side.debits
  } else sums.costs[part] += side.debits - side.credits
  return true
}

/** GGR = stakes − wins; NGR = GGR − every cost. */
export const ggrOf = (sums: NgrSums): number => sums.stakes - sums.wins
export const ngrOf = (sums: NgrSums): number =>
  ggrOf(sums) - COST_COLUMNS.reduce((total, cost) => total + sums.costs[cost], 0)
