import type { RefusalReason } from '../gateway'
import type { Form } from './phpForm'

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

/**
 * Each gateway refusal as GIS's two codes say it (docs/providers.md, Slotegrator errors). Every one but
 * `retryable` is final: GIS refunds a refused bet and stops; only a database that did not answer asks for
 * the resend GIS makes of a win, refund or rollback. The type makes the table cover every reason.
 */
const ANSWERS: { readonly [reason in RefusalReason]: ErrorAnswer } = {
  invalidToken: { error_code: ERROR.internal, error_description: 'Unknown session' },
  tokenExpired: { error_code: ERROR.internal, error_description: 'Session expired' },
  unknownPlayer: { error_code: ERROR.internal, error_description: 'Unknown player' },
  insufficientFunds: {
    error_code: ERROR.insufficientFunds,
    error_description: 'Not enough money to continue playing',
  },
  userDisabled: { error_code: ERROR.internal, error_description: 'Player is disabled' },
  limitReached: { error_code: ERROR.internal, error_description: 'Player limit reached' },
  duplicate: { error_code: ERROR.internal, error_description: 'Transaction id already used with other data' },
  rolledBack: { error_code: ERROR.internal, error_description: 'Transaction was rolled back' },
  betNotFound: { error_code: ERROR.internal, error_description: 'Bet not found' },
  roundClosed: { error_code: ERROR.internal, error_description: 'Round is closed' },
  wrongCurrency: { error_code: ERROR.internal, error_description: 'Wrong currency' },
  badAmount: { error_code: ERROR.internal, error_description: 'Invalid amount' },
  retryable: { error_code: ERROR.internal, error_description: 'Temporary failure, retry' },
}

export const errorOf = (reason: RefusalReason): ErrorAnswer => ANSWERS[reason]

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

/** The fields of one rollback_transactions item, as GIS lists them (rollback_transactions[0][action]…). */
export interface RollbackItem {
  action?: string
  amount?: string
  transaction_id: string
  type?: string
}

const ITEM_FIELDS = ['action', 'amount', 'transaction_id', 'type'] as const

/**
 * The form's rollback_transactions, a list of items each a list of string fields, in GIS's order; null
 * when it is missing, not a list of such items, or an item has no transaction_id.
 */
export const rollbackItemsOf = (form: Form): RollbackItem[] | null => {
  const list = form.find(([key]) => key === 'rollback_transactions')?.[1]
  if (list === undefined || typeof list === 'string' || list.length === 0) return null
  const items: RollbackItem[] = []
  for (const [, value] of list) {
    if (typeof value === 'string') return null
    const fields: Partial<Record<(typeof ITEM_FIELDS)[number], string>> = {}
    for (const [field, text] of value) {
      if (typeof text !== 'string' || !(ITEM_FIELDS as readonly string[]).includes(field)) return null
      fields[field as (typeof ITEM_FIELDS)[number]] = text
    }
    if (!fields.transaction_id) return null
    items.push({ ...fields, transaction_id: fields.transaction_id })
  }
  return items
}
