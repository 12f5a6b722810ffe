import type { RefusalReason } from '../gateway'

/**
 * Slotegrator's GIS seamless wallet callbacks as its public description gives them (docs/providers.md lists
 * the readings taken): one URL, form-encoded parameters, `action` naming the call.
 */

export const PROVIDER = 'slotegrator'

export const ACTIONS = ['balance', 'bet', 'win', 'refund', 'rollback'] as const
export type Action = (typeof ACTIONS)[number]

/** The two error codes GIS knows: a failed bet is refunded by GIS, a failed win, refund or rollback resent. */
export const ERROR = {
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  internal: 'INTERNAL_ERROR',
} as const
type ErrorCode = (typeof ERROR)[keyof typeof ERROR]

/** An error answer: HTTP 200, the code and a description for the provider's logs (never shown to a player). */
export type ErrorAnswer = {
  error_code: ErrorCode
  error_description: string
}

/** What each gateway refusal says in error_description; only insufficient funds has a code of its own. */
const DESCRIPTION: Record<RefusalReason, string> = {
  invalidToken: 'Unknown session',
  tokenExpired: 'Session expired',
  unknownPlayer: 'Unknown player',
  insufficientFunds: 'Not enough money to continue playing',
  userDisabled: 'Player is disabled',
  limitReached: 'Player limit reached',
  duplicate: 'Transaction id already used with other data',
  rolledBack: 'Transaction was rolled back',
  betNotFound: 'Bet not found',
  roundClosed: 'Round is closed',
  wrongCurrency: 'Wrong currency',
  badAmount: 'Invalid amount',
  retryable: 'Temporary failure, retry',
}

export const errorOf = (reason: RefusalReason): ErrorAnswer => ({
  error_code: reason === 'insufficientFunds' ? ERROR.insufficientFunds : ERROR.internal,
  error_description: DESCRIPTION[reason],
})

/** Integer part digits an amount may have: 13 keep every centavo count a safe integer. */
const AMOUNT = /^(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,20}))?$/

/**
 * A decimal amount ("12.5", "0.10", "3") to centavos by its digits, never through a float; null for a
 * fraction of a centavo ("0.005"), a sign, an exponent or anything else that is not a plain decimal.
 */
export const centavosOf = (text: string): number | null => {
  const match = AMOUNT.exec(text)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (/[^0]/.test(fraction.slice(2))) return null
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
}

/** Centavos as the decimal number GIS answers balances in (27.18): n/100 prints as its exact decimal. */
export const decimalOf = (centavos: number): number => centavos / 100

/** The parameters of one rollback_transactions item, as the form names them: rollback_transactions[0][x]. */
export interface RollbackItem {
  action: string
  amount: string
  transaction_id: string
  type: string
}

/** The form's rollback_transactions[i][field] items, in index order; null when one is malformed. */
export const rollbackItemsOf = (params: Record<string, string>): RollbackItem[] | null => {
  const items = new Map<number, Partial<RollbackItem>>()
  for (const [key, value] of Object.entries(params)) {
    const match = /^rollback_transactions\[([0-9]{1,4})\]\[([a-z_]+)\]$/.exec(key)
    if (!match) {
      if (key.startsWith('rollback_transactions')) return null
      continue
    }
    const index = Number(match[1])
    const item = items.get(index) ?? {}
    item[match[2] as keyof RollbackItem] = value
    items.set(index, item)
  }
  const ordered = [...items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item)
  if (ordered.some((item) => !item.transaction_id)) return null
  return ordered as RollbackItem[]
}
