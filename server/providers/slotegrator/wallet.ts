import { createHash } from 'node:crypto'
import type { Db } from '../../db'
import {
  balance,
  credit,
  debit,
  GatewayRefusal,
  playerOfExternalId,
  type RefusalReason,
  rollback,
  rollbackBatch,
  WALLET_CURRENCY,
} from '../gateway'
import type { SlotegratorConfig } from './config'
import { claimNonce, SKEW_SECONDS } from './nonces'
import { type Form, MalformedForm, parseForm } from './phpForm'
import {
  ACTIONS,
  type Action,
  centavosOf,
  decimalOf,
  ERROR,
  type ErrorAnswer,
  errorOf,
  PROVIDER,
  rollbackItemsOf,
} from './protocol'
import { AUTH_HEADERS, canonical, SIGN_HEADER, verify } from './signature'

/** One callback's answer: always HTTP 200; a success carries `balance`, a failure `error_code`. */
export type SlotegratorAnswer = Record<string, unknown>

/** The top-level string parameters; nested ones (rollback_transactions) are read from the form. */
type Params = Record<string, string>

/** A refusal before the gateway: a malformed or unauthenticated call (GIS has only INTERNAL_ERROR for it). */
class Refused extends Error {}

const internal = (description: string): ErrorAnswer => ({
  error_code: ERROR.internal,
  error_description: description,
})

const required = (params: Params, name: string): string => {
  const value = params[name]
  if (value === undefined || value === '') throw new Refused(`Missing parameter ${name}`)
  return value
}

const centavos = (text: string): number => {
  const value = centavosOf(text)
  if (value === null) throw new GatewayRefusal('badAmount')
  return value
}

/** The id the operator answers for a provider's transaction: the same for every replay of it. */
const ourId = (kind: string, transactionId: string): string =>
  `${kind}-${createHash('sha256').update(`${kind}:${transactionId}`).digest('hex').slice(0, 24)}`

const playerOf = async (db: Db, params: Params): Promise<number> => {
  const userId = await playerOfExternalId(db, PROVIDER, required(params, 'player_id')).catch(() => {
    throw new GatewayRefusal('retryable')
  })
  if (userId === null) throw new GatewayRefusal('unknownPlayer')
  return userId
}

/** The part every money call shares: the player, the game, the round, the currency. */
const moneyOf = async (db: Db, params: Params) => ({
  provider: PROVIDER,
  userId: await playerOf(db, params),
  transactionId: required(params, 'transaction_id'),
  round: required(params, 'round_id'),
  gameCode: required(params, 'game_uuid'),
  currency: required(params, 'currency'),
  amount: centavos(required(params, 'amount')),
  roundClosed: params.finished === '1',
})

const CREDIT_KINDS: Record<string, 'win' | 'free' | 'jackpot'> = {
  win: 'win',
  freespin: 'free',
  jackpot: 'jackpot',
}

const handlers: Record<Action, (db: Db, params: Params, form: Form) => Promise<SlotegratorAnswer>> = {
  balance: async (db, params) => ({ balance: decimalOf(await balance(db, await playerOf(db, params))) }),
  bet: async (db, params) => {
    const command = { ...(await moneyOf(db, params)), token: required(params, 'session_id') }
    const outcome = await debit(db, command)
    return { balance: decimalOf(outcome.balance), transaction_id: ourId('bet', command.transactionId) }
  },
  win: async (db, params) => {
    const command = {
      ...(await moneyOf(db, params)),
      creditKind: CREDIT_KINDS[params.type ?? 'win'] ?? 'win',
      // A free-spin win names the grant GIS was given (freespins/set's freespin_id, Ficha's id).
      freespinGrant: params.type === 'freespin' ? params.freespin_id : undefined,
    }
    const outcome = await credit(db, command)
    return { balance: decimalOf(outcome.balance), transaction_id: ourId('win', command.transactionId) }
  },
  refund: async (db, params) => {
    const userId = await playerOf(db, params)
    centavos(required(params, 'amount'))
    const transactionId = required(params, 'transaction_id')
    const targetId = required(params, 'bet_transaction_id')
    const outcome = await rollback(db, { provider: PROVIDER, userId, transactionId, targetId })
    // A bet is refunded once: every refund of it, the first, its replays and a second one, answers one id.
    return { balance: decimalOf(outcome.balance), transaction_id: ourId('refund', targetId) }
  },
  rollback: async (db, params, form) => {
    const userId = await playerOf(db, params)
    const items = rollbackItemsOf(form)
    if (items === null || items.length === 0) throw new Refused('Missing or malformed rollback_transactions')
    for (const item of items) if (item.amount !== undefined) centavos(item.amount)
    const transactionId = required(params, 'transaction_id')
    const targetIds = items.map((item) => item.transaction_id)
    const outcome = await rollbackBatch(db, { provider: PROVIDER, userId, transactionId, targetIds })
    return {
      balance: decimalOf(outcome.balance),
      transaction_id: ourId('rollback', transactionId),
      rollback_transactions: targetIds,
    }
  },
}

/** The form body as PHP reads it (for the signature and the rollback's items) and its top-level strings. */
const parseBody = (raw: Buffer): { form: Form; params: Params } => {
  let form: Form
  try {
    form = parseForm(raw.toString('utf8'))
  } catch (error) {
    if (error instanceof MalformedForm) throw new Refused(error.message)
    throw error
  }
  const params: Params = {}
  for (const [key, value] of form) if (typeof value === 'string') params[key] = value
  return { form, params }
}

/** The merchant id, signature, time window and nonce; throws Refused unless all hold. */
const authenticateCall = async (
  db: Db,
  config: SlotegratorConfig,
  form: Form,
  header: (name: string) => string | undefined,
  now: Date,
): Promise<void> => {
  const [merchantId, timestamp, nonce] = AUTH_HEADERS.map(header)
  const signature = header(SIGN_HEADER)
  if (!merchantId || !timestamp || !nonce || !signature) throw new Refused('Missing authentication header')
  if (!config.merchantId || merchantId !== config.merchantId) throw new Refused('Unknown merchant')
  const text = canonical(form, { 'X-Merchant-Id': merchantId, 'X-Timestamp': timestamp, 'X-Nonce': nonce })
  if (!verify(text, signature, config.merchantKey)) throw new Refused('Invalid signature')
  if (
    !/^[0-9]{1,12}$/.test(timestamp) ||
    Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > SKEW_SECONDS
  )
    throw new Refused('Request expired')
  if (nonce.length < 8 || nonce.length > 32) throw new Refused('Invalid nonce')
  const fresh = await claimNonce(db, PROVIDER, nonce, now).catch(() => {
    throw new GatewayRefusal('retryable')
  })
  if (!fresh) throw new Refused('Nonce already used')
}

/**
 * Answers one GIS callback: authentication (merchant, signature over the ksorted parameters and headers,
 * the 30 s window, nonce), then the action through the gateway. Nothing here throws: every failure is an
 * error_code, and one the gateway could not decide (a database that did not answer) is INTERNAL_ERROR,
 * which GIS resends (wins, refunds, rollbacks) or refunds (bets).
 */
export const answerCallback = async (
  db: Db,
  config: SlotegratorConfig,
  raw: Buffer,
  header: (name: string) => string | undefined,
  now = new Date(),
): Promise<{ answer: SlotegratorAnswer; refusal?: RefusalReason | string }> => {
  try {
    const { form, params } = parseBody(raw)
    await authenticateCall(db, config, form, header, now)
    const action = params.action as Action
    if (!ACTIONS.includes(action)) throw new Refused('Unknown action')
    if (required(params, 'currency') !== WALLET_CURRENCY) throw new GatewayRefusal('wrongCurrency')
    return { answer: await handlers[action](db, params, form) }
  } catch (error) {
    if (error instanceof Refused) return { answer: internal(error.message), refusal: error.message }
    const reason: RefusalReason = error instanceof GatewayRefusal ? error.reason : 'retryable'
    return { answer: errorOf(reason), refusal: reason }
  }
}
