import { type Static, Type } from '@sinclair/typebox'
import type { RefusalReason } from '../gateway'

/**
 * Hub88's operator Wallet API as its public documentation describes it (docs/providers.md lists the
 * readings taken). Bodies accept fields not listed here: Hub88 asks operators for forward compatibility.
 */

export const PROVIDER = 'hub88'

/** Hub88 amounts are integers in 1/100,000 of the currency: 1,000 of them make a centavo. */
const UNITS_PER_CENTAVO = 1_000

export const STATUS = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidPartner: 'RS_ERROR_INVALID_PARTNER',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  transactionRolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
} as const
export type Hub88Status = (typeof STATUS)[keyof typeof STATUS]

/** RS_ERROR_UNKNOWN, the general error: the one answer after which Hub88 retries a win or a rollback. */
type Retried = typeof STATUS.unknown

/**
 * The status each refusal of the gateway answers, every reason named (the compiler checks it): a final
 * refusal never answers the retried RS_ERROR_UNKNOWN, and only 'retryable' does.
 */
export const STATUS_OF: { [R in Exclude<RefusalReason, 'retryable'>]: Exclude<Hub88Status, Retried> } & {
  retryable: Retried
} = {
  invalidToken: STATUS.invalidToken,
  tokenExpired: STATUS.tokenExpired,
  unknownPlayer: STATUS.invalidToken,
  insufficientFunds: STATUS.notEnoughMoney,
  // Banned, blocked, excluded, cooling off or unverified: "disabled or locked and can't place any new bets".
  userDisabled: STATUS.userDisabled,
  limitReached: STATUS.userDisabled,
  duplicate: STATUS.duplicateTransaction,
  rolledBack: STATUS.transactionRolledBack,
  // A win whose bet "wasn't processed or was rolled back" (the status table's words).
  betNotFound: STATUS.transactionDoesNotExist,
  // A bet on a round Hub88 itself closed contradicts its own calls: no status names it, and it is final.
  roundClosed: STATUS.wrongSyntax,
  wrongCurrency: STATUS.wrongCurrency,
  badAmount: STATUS.wrongTypes,
  retryable: STATUS.unknown,
}

/** Ids are kept short enough for the ledger's idempotency keys. */
const Id = Type.String({ minLength: 1, maxLength: 150 })
const Common = {
  user: Type.String({ minLength: 1, maxLength: 100 }),
  request_uuid: Type.String({ minLength: 1, maxLength: 100 }),
  operator_id: Type.Optional(Type.Integer()),
}
const Money = {
  ...Common,
  transaction_uuid: Id,
  round: Id,
  game_code: Type.String({ maxLength: 200 }),
  currency: Type.String({ maxLength: 10 }),
  /** Integer 1/100,000 units; a float is refused by the schema, a sub-centavo by the adapter. */
  amount: Type.Integer({ minimum: 0 }),
  round_closed: Type.Optional(Type.Boolean()),
}

export const UserInfoBody = Type.Object(Common)
export const BalanceBody = Type.Object({ ...Common, token: Type.String({ minLength: 1, maxLength: 255 }) })
export const BetBody = Type.Object({ ...Money, token: Type.String({ minLength: 1, maxLength: 255 }) })
export const WinBody = Type.Object({
  ...Money,
  /** The bet this win pays: a win must name one this wallet holds (but a supplier's promotion). */
  reference_transaction_uuid: Type.Optional(Id),
  /** A free round's win (Freebets API): its bet was 0. */
  is_free: Type.Optional(Type.Boolean()),
  /** A free round's reward (Freebets API): links the win to Ficha's grant. */
  reward_uuid: Type.Optional(Type.String({ maxLength: 100 })),
  /** A promotion the game supplier granted (a tournament, a jackpot): free, and needs no bet. */
  is_supplier_promo: Type.Optional(Type.Boolean()),
})
export const RollbackBody = Type.Object({
  ...Common,
  transaction_uuid: Id,
  reference_transaction_uuid: Id,
})

export type UserInfoBody = Static<typeof UserInfoBody>
export type BalanceBody = Static<typeof BalanceBody>
export type BetBody = Static<typeof BetBody>
export type WinBody = Static<typeof WinBody>
export type RollbackBody = Static<typeof RollbackBody>

/** Hub88 units to centavos without floating point; null for a sub-centavo amount or one past exact range. */
export const centavosOf = (amount: number): number | null =>
  Number.isSafeInteger(amount) && amount % UNITS_PER_CENTAVO === 0 ? amount / UNITS_PER_CENTAVO : null

export const unitsOf = (centavos: number): number => centavos * UNITS_PER_CENTAVO
