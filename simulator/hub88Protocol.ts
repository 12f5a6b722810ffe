/**
 * Hub88's operator Wallet API as its documents describe it (docs.hub88.io, Operator API: "Wallet API" and
 * "Seamless Wallet response statuses"), written for the simulator alone: the calls Hub88 makes to the
 * operator's wallet, what they carry, and what the operator answers. Amounts are integers in 1/100,000 of the
 * currency.
 */

/** The wallet calls, as paths under the operator's wallet URL. */
export type WalletCall =
  | 'user/info'
  | 'user/balance'
  | 'transaction/bet'
  | 'transaction/win'
  | 'transaction/rollback'

/** The statuses the operator answers with (the status table). */
type WalletStatus =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_PARTNER'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_GAME'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'

/** Every wallet answer: HTTP 200, the outcome in `status`, the call's request_uuid echoed. */
export type WalletAnswer = {
  status: WalletStatus
  request_uuid?: string
  user?: string
  currency?: string
  /** The player's balance in 1/100,000 units, with RS_OK and RS_ERROR_NOT_ENOUGH_MONEY. */
  balance?: number
  [field: string]: unknown
}

/** What every call carries. */
type Common = {
  request_uuid: string
  operator_id?: number
  user: string
}

/** transaction/bet: a debit. */
export type BetRequest = Common & {
  token: string
  transaction_uuid: string
  round: string
  game_code: string
  currency: string
  amount: number
  round_closed?: boolean
  /** A free round of a Freebets reward: the amount is 0. */
  is_free?: boolean
  reward_uuid?: string
  /** A promotion granted by the game supplier (its bet, when Hub88 makes one, is 0). */
  is_supplier_promo?: boolean
}

/** transaction/win: a credit, paying the bet it names. */
export type WinRequest = Omit<BetRequest, 'token'> & {
  token?: string
  /** The bet this win pays; optional only for a supplier's promotion. */
  reference_transaction_uuid?: string
}

/** transaction/rollback: undoes the transaction it names. */
export type RollbackRequest = Common & {
  token?: string
  transaction_uuid: string
  reference_transaction_uuid: string
}
