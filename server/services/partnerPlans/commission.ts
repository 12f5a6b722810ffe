/**
 * The commission arithmetic of the partner plans (docs/partners.md, "Plans and statements"): pure functions of
 * integer centavos and basis points, no database. The statement job (statements.ts) feeds them the month's
 * figures read from the ledger (ngr.ts); the property test checks them against the ledger.
 */

/** One step of a revenue-share plan: from this month's NGR base up (centavos, inclusive), this rate. */
export interface RevenueTier {
  fromNgr: number
  /** Basis points of the base: 2500 is 25 %. */
  rateBps: number
}

/** A plan's terms. A CPA plan has `cpa`, a revenue-share plan `tiers`, a hybrid both. */
export interface PlanTerms {
  /** The fixed amount per qualified player, with the thresholds that qualify them; null: no CPA. */
  cpa: { amount: number; minDeposits: number; minWagered: number } | null
  /** Revenue-share tiers, by ascending fromNgr, the first from 0; empty: no revenue share. */
  tiers: RevenueTier[]
  /** The parent's share of each sub-partner's commission, in basis points (0: none). */
  subShareBps: number
}

const BPS = 10_000

/** A share of an amount in basis points, rounded toward zero (the partner never gets a fraction of a centavo). */
export const shareOf = (amount: number, bps: number): number => {
  if (!Number.isSafeInteger(amount) || !Number.isInteger(bps))
    throw new RangeError('Integer centavos and bps')
  const product = BigInt(amount) * BigInt(bps)
  return Number(product / BigInt(BPS))
}

/**
 * The tier a base reaches: the last whose `fromNgr` the base meets. Its rate applies to the whole base (not
 * marginally): a partner who brings more NGR earns the higher rate on all of it.
 */
export const tierOf = (tiers: readonly RevenueTier[], base: number): RevenueTier | null => {
  let reached: RevenueTier | null = null
  for (const tier of tiers) if (base >= tier.fromNgr) reached = tier
  return reached
}

/** Whether tiers are well formed: at least one, the first from 0, strictly ascending, rates 0..100 %. */
export const tiersValid = (tiers: readonly RevenueTier[]): boolean =>
  tiers.length > 0 &&
  tiers[0]?.fromNgr === 0 &&
  tiers.every(
    (tier, index) =>
      Number.isSafeInteger(tier.fromNgr) &&
      Number.isInteger(tier.rateBps) &&
      tier.rateBps >= 0 &&
      tier.rateBps <= BPS &&
      (index === 0 || tier.fromNgr > (tiers[index - 1]?.fromNgr ?? 0)),
  )

/** @internal The property test reads a month's figures. */
export interface RevenueShare {
  /** The month's NGR of the partner's players plus the carry-over from before (never positive). */
  base: number
  /** The rate applied, basis points; 0 when the base is not positive. */
  rateBps: number
  /** What the partner earns: the rate times a positive base, else 0. */
  commission: number
  /** What carries to next month: the base when negative (the partner makes it up first), else 0. */
  carryOut: number
}

/**
 * The month's revenue share with negative carry-over: base = NGR + carryIn (carryIn ≤ 0). A positive base
 * earns its tier's rate on the whole base and clears the carry; a negative base earns nothing and carries
 * whole to the next month. A zero base earns nothing and carries nothing.
 * @internal The property test checks it against the ledger; the statements use it through monthCommission.
 */
export const revenueShare = (tiers: readonly RevenueTier[], ngr: number, carryIn: number): RevenueShare => {
  if (carryIn > 0) throw new RangeError('A carry-over is never positive')
  const base = ngr + carryIn
  if (base <= 0) return { base, rateBps: 0, commission: 0, carryOut: base }
  const rateBps = tierOf(tiers, base)?.rateBps ?? 0
  return { base, rateBps, commission: shareOf(base, rateBps), carryOut: 0 }
}

/**
 * Why a player earns no CPA, in the order checked: the player is the partner or shares their CPF, PIX key,
 * device or address (selfReferred); is or was self-excluded or in cool-off; banned or blocked by the operator
 * or the national list; linked as a duplicate (account_links); their identity is not verified; or a fraud
 * signal is open on them (held until an operator clears it).
 */
const CPA_EXCLUSIONS = ['selfReferred', 'selfExcluded', 'banned', 'duplicate', 'unverified', 'held'] as const
export type CpaExclusion = (typeof CPA_EXCLUSIONS)[number]

/** What the qualification reads of a player, all of it from the database at the check. */
export interface PlayerStanding {
  selfReferred: boolean
  selfExcluded: boolean
  banned: boolean
  duplicate: boolean
  verified: boolean
  /** An open fraud-signal case on the player. */
  held: boolean
  /** Paid deposits so far (ledger reason 'deposit'), centavos. */
  deposits: number
  /** Stakes so far (ledger: what the house's game accounts received in the player's movements), centavos. */
  wagered: number
}

export type Qualification =
  | { state: 'qualified' }
  | { state: 'pending' }
  | { state: 'excluded'; reason: CpaExclusion }

/** The first reason that excludes the player from the CPA, or null. */
const exclusionOf = (player: PlayerStanding): CpaExclusion | null => {
  if (player.selfReferred) return 'selfReferred'
  if (player.selfExcluded) return 'selfExcluded'
  if (player.banned) return 'banned'
  if (player.duplicate) return 'duplicate'
  if (!player.verified) return 'unverified'
  if (player.held) return 'held'
  return null
}

/**
 * A player's CPA qualification under these thresholds: pending while either threshold is not met; then
 * excluded for the first reason that applies, else qualified. A 'held' exclusion may clear later (the case
 * closed without action); the others are final for the CPA.
 */
export const qualify = (
  cpa: { minDeposits: number; minWagered: number },
  player: PlayerStanding,
): Qualification => {
  if (player.deposits < cpa.minDeposits || player.wagered < cpa.minWagered) return { state: 'pending' }
  const reason = exclusionOf(player)
  return reason === null ? { state: 'qualified' } : { state: 'excluded', reason }
}

/** One partner's month, as the statement lists it. */
export interface MonthFigures {
  /** NGR of the partner's attributed players this month, from the ledger. */
  ngr: number
  /** Carry-over from the previous statement (≤ 0). */
  carryIn: number
  /** The CPA of each player qualified this month (excluded and held ones never count), centavos. */
  cpaAmounts: readonly number[]
  /** The commissions of the partner's sub-partners this month (each ≥ 0). */
  subCommissions: readonly number[]
}

export interface MonthCommission {
  revenue: RevenueShare
  cpa: number
  subShare: number
  total: number
}

/**
 * A partner's commission for a month: revenue share (tiers, carry-over) plus CPA per qualified player plus
 * the share of their sub-partners' commissions. A hybrid plan has both CPA and tiers; each part is 0 where the
 * plan has none. The carry-over moves only through the revenue share: a CPA is never set against negative NGR.
 */
export const monthCommission = (terms: PlanTerms, month: MonthFigures): MonthCommission => {
  const revenue =
    terms.tiers.length > 0
      ? revenueShare(terms.tiers, month.ngr, month.carryIn)
      : { base: 0, rateBps: 0, commission: 0, carryOut: 0 }
  const cpa = terms.cpa ? month.cpaAmounts.reduce((sum, amount) => sum + amount, 0) : 0
  const subShare = month.subCommissions.reduce((sum, amount) => sum + shareOf(amount, terms.subShareBps), 0)
  return { revenue, cpa, subShare, total: revenue.commission + cpa + subShare }
}
