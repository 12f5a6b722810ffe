/**
 * Risk and responsible-gaming monitoring (Ordinances SPA/MF 1.231/2024 and 1.143/2024): the
 * plain values of its contract (src/contract/risk.ts re-exports them), so the console page imports them
 * without the schema library.
 */

/** Responsible-gaming rules: a flag also sends the player a protection message. */
const RG_RULES = ['lossChasing', 'depositSpike', 'limitNear', 'longSession', 'nightStreak'] as const
/** Anti-money-laundering rules: a flag opens a case for the compliance officer only (never told the player). */
const AML_RULES = ['sharedIdentifier', 'largeWithdrawal', 'passThrough', 'partnerFraud'] as const
export const RISK_RULES = [...RG_RULES, ...AML_RULES] as const
export type RiskRule = (typeof RISK_RULES)[number]

export const isRgRule = (rule: RiskRule): boolean => (RG_RULES as readonly string[]).includes(rule)

export const RISK_CASE_STATUSES = ['open', 'closed'] as const
export type RiskCaseStatus = (typeof RISK_CASE_STATUSES)[number]

/**
 * How a case is closed: nothing to do; the player contacted; a limit or pause agreed with the player; the
 * account restricted; reported to COAF (AML).
 */
export const RISK_DECISIONS = ['noAction', 'contacted', 'limited', 'restricted', 'reported'] as const
export type RiskDecision = (typeof RISK_DECISIONS)[number]

/** Decisions that confirm a case: what it held stays held for a person. Any other decision clears the case. */
const CONFIRMING_DECISIONS: readonly RiskDecision[] = ['restricted', 'reported']

export const clearsCase = (decision: RiskDecision): boolean => !CONFIRMING_DECISIONS.includes(decision)

/** A player's risk rating, from their open and past cases (services/protection/cases.ts riskRating). */
export const RISK_RATINGS = ['low', 'medium', 'high'] as const
export type RiskRating = (typeof RISK_RATINGS)[number]

/** Permissions of the risk cases' console (console/pages/risk), one per action. */
export const RISK_PERMISSIONS = {
  /** List cases and read a case with its flags and the player's rating. */
  view: 'compliance:risk:view',
  /** Take a case (become its owner) or hand it to another operator. */
  assign: 'compliance:risk:assign',
  /** Close a case with a decision and its reason. */
  decide: 'compliance:risk:decide',
  /** Export a case for a COAF report. */
  export: 'compliance:risk:export',
} as const

/** What two players can be found sharing: a device, a network address, a PIX key, a document (CPF). */
export const SHARED_KINDS = ['device', 'address', 'pixKey', 'document'] as const
export type SharedKind = (typeof SHARED_KINDS)[number]
