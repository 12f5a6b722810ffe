/** Balance corrections and the audit log: the values the client and server share. */

export const CORRECTION_PERMISSIONS = {
  /** Make a correction (applied at once up to the four-eyes amount, else pending). */
  create: 'console:corrections:create',
  /** Approve or reject another operator's pending correction. */
  approve: 'console:corrections:approve',
  /** See the corrections and their status. */
  view: 'console:corrections:view',
} as const

export const AUDIT_PERMISSIONS = {
  /** Read the operator audit log and its chain status. */
  view: 'console:audit:view',
} as const

/** Why a balance is corrected: a fixed list, the comment says the rest. */
export const CORRECTION_REASONS = ['goodwill', 'chargeback', 'errorFix', 'promotionFix', 'other'] as const
export type CorrectionReason = (typeof CORRECTION_REASONS)[number]

export const CORRECTION_DIRECTIONS = ['credit', 'debit'] as const
export type CorrectionDirection = (typeof CORRECTION_DIRECTIONS)[number]

/** The player's balance a correction moves. */
export const CORRECTION_ACCOUNTS = ['wallet', 'game'] as const
export type CorrectionAccount = (typeof CORRECTION_ACCOUNTS)[number]

/** pending: waits for a second operator, nothing moved; applied: moved; rejected: never moves. */
export const CORRECTION_STATUSES = ['pending', 'applied', 'rejected'] as const
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number]

/** CORRECTION_FOUR_EYES_CENTAVOS unset: corrections above R$ 1.000,00 wait for a second operator. */
export const DEFAULT_FOUR_EYES_CENTAVOS = 100_000
