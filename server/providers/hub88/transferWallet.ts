import { randomUUID } from 'node:crypto'
import type { Hub88Config } from './config'
import { STATUS } from './protocol'
import { hub88Post } from './request'

/**
 * Hub88's TransferWallet API as the operator calls it (docs/providers.md, "Transfer wallet"): `deposit`,
 * `withdraw`, `balance` and `check_transfer` under /operator/generic/v2/transfer_wallet/ of HUB88_API_URL,
 * each body signed with the operator's private key in X-Hub88-Signature over the exact bytes sent. Every
 * answer is sorted into what Ficha may conclude from it: nothing is assumed from a silence.
 */

/** How long a TransferWallet call may take; past it the answer counts as lost and the order is asked about. */
const TRANSFER_TIMEOUT_MS = 8_000

/** The TransferWallet calls, below Hub88's operator API. */
const PATH = 'transfer_wallet/'

/** check_transfer's statuses of a transfer, as read (docs/providers.md): success and declined. */
const TRANSFER_STATUS = { success: 'CTS_SUCCESS', declined: 'CTS_DECLINED' } as const

export type TransferCall = 'deposit' | 'withdraw' | 'balance' | 'check_transfer'

/**
 * What one call told Ficha. `applied`: RS_OK (with the balance after it, in 1/100,000); `refused`: Hub88
 * answered and did not apply it (an RS_ERROR_* status, or an HTTP 4xx error); `lost`: no answer Ficha can
 * read (a timeout, a broken connection, an HTTP 5xx, a body that is not Hub88's).
 */
export type CallOutcome =
  | { kind: 'applied'; balance: number | undefined; answer: Record<string, unknown> }
  | { kind: 'refused'; detail: string }
  | { kind: 'lost'; detail: string }

/** What check_transfer says of an order: applied, not applied, never received, or not known yet. */
export type TransferStatus =
  | { kind: 'succeeded'; detail: string }
  | { kind: 'failed'; detail: string }
  | { kind: 'notFound'; detail: string }
  | { kind: 'unknown'; detail: string }

/** A move of money to or from Hub88's balance of one user. */
export interface TransferOrder {
  user: string
  transactionUuid: string
  currency: string
  /** 1/100,000 units. */
  amount: number
}

type Fetch = typeof fetch

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A TransferWallet client for these settings; `send` is the HTTP client (fetch, or a test's simulator). */
export const hub88TransferWallet = (
  config: Hub88Config,
  send: Fetch = fetch,
  timeoutMs = TRANSFER_TIMEOUT_MS,
) => {
  const post = async (call: TransferCall, fields: Record<string, unknown>): Promise<CallOutcome> => {
    const { apiUrl, privateKey, operatorId, subPartnerId } = config
    if (!apiUrl || !privateKey || operatorId === undefined || !subPartnerId)
      // Nothing was sent: Hub88 cannot have applied anything.
      return {
        kind: 'refused',
        detail: 'HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY or HUB88_SUB_PARTNER_ID not set',
      }
    const text = JSON.stringify({
      ...fields,
      sub_partner_id: subPartnerId,
      request_uuid: randomUUID(),
      operator_id: operatorId,
    })
    let response: Response
    try {
      response = await hub88Post(send, { apiUrl, privateKey }, PATH + call, text, timeoutMs)
    } catch (error) {
      return { kind: 'lost', detail: `no answer (${error instanceof Error ? error.message : String(error)})` }
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      return response.status >= 400 && response.status < 500
        ? { kind: 'refused', detail: `HTTP ${response.status}` }
        : { kind: 'lost', detail: `HTTP ${response.status}, the answer is not JSON` }
    }
    // Hub88's own errors: an HTTP code and {"error": ...}. A 4xx is a refusal of the request as sent.
    if (response.status >= 400 && response.status < 500)
      return {
        kind: 'refused',
        detail: `HTTP ${response.status}${isObject(body) && body.error ? `: ${String(body.error)}` : ''}`,
      }
    if (!response.ok || !isObject(body) || typeof body.status !== 'string')
      return { kind: 'lost', detail: `HTTP ${response.status}, no status in the answer` }
    if (body.status === STATUS.ok)
      return {
        kind: 'applied',
        balance: Number.isSafeInteger(body.balance) ? (body.balance as number) : undefined,
        answer: body,
      }
    // RS_ERROR_UNKNOWN says nothing of whether the transfer happened, and a duplicate says a transfer of this
    // id exists: both are asked about, like a silence.
    if (body.status === STATUS.unknown || body.status === STATUS.duplicateTransaction)
      return { kind: 'lost', detail: body.status }
    return { kind: 'refused', detail: body.status }
  }

  const move = (call: 'deposit' | 'withdraw', order: TransferOrder) =>
    post(call, {
      user: order.user,
      transaction_uuid: order.transactionUuid,
      currency: order.currency,
      amount: order.amount,
    })

  return {
    /** Money into the user's Hub88 balance. */
    deposit: (order: TransferOrder) => move('deposit', order),
    /** Money out of the user's Hub88 balance. */
    withdraw: (order: TransferOrder) => move('withdraw', order),
    /** The user's Hub88 balance (1/100,000 units) as an applied outcome's `balance`. */
    balance: (user: string, currency: string) => post('balance', { user, currency }),

    /** What Hub88 knows of an order, by its transaction_uuid. */
    async check(order: Omit<TransferOrder, 'amount'>): Promise<TransferStatus> {
      const outcome = await post('check_transfer', {
        user: order.user,
        transaction_uuid: order.transactionUuid,
        currency: order.currency,
      })
      if (outcome.kind === 'lost') return { kind: 'unknown', detail: outcome.detail }
      if (outcome.kind === 'refused')
        // Hub88's 404 (or a status naming a transaction it does not have): it never received the order.
        return /^HTTP 404|TRANSACTION_DOES_NOT_EXIST|NOT_FOUND/.test(outcome.detail)
          ? { kind: 'notFound', detail: outcome.detail }
          : { kind: 'unknown', detail: outcome.detail }
      const transaction = outcome.answer.transaction
      const status = isObject(transaction) ? transaction.status : undefined
      if (status === TRANSFER_STATUS.success) return { kind: 'succeeded', detail: String(status) }
      if (status === TRANSFER_STATUS.declined) return { kind: 'failed', detail: String(status) }
      return { kind: 'unknown', detail: `transaction status ${String(status)}` }
    },
  }
}

export type Hub88TransferWallet = ReturnType<typeof hub88TransferWallet>
