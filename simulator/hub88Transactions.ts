/**
 * Hub88's Transactions API for a transfer-wallet site, as the simulator serves it (docs/providers.md, "Transfer
 * wallet", Rounds in the figures): the gameplay transactions of the rounds its users played on its own balance,
 * listed by `POST /operator/generic/v2/transactions/list`. Written from Hub88's Transactions API page ("Get
 * user's gameplay transactions": filtered by `start_time` and `end_time`, ISO 8601 without a zone, or by
 * `round`, one of them required, `user` and `sub_partner_id` optional; each item a transaction with its
 * `transaction_uuid` and its status `TS_SUCCESS` or `TS_DECLINED`) and the Wallet API's transaction fields
 * (`type` bet, win or rollback, `round`, `game_code`, `amount` in 1/100,000, `reference_transaction_uuid`,
 * `round_closed`). The caller (simulator/hub88Server.ts) has verified the call's signature and operator.
 * Nothing here is shared with the server.
 */
import { randomUUID } from 'node:crypto'

/** One gameplay transaction as the list answers it. */
export interface GameplayTransaction {
  transaction_uuid: string
  type: 'bet' | 'win' | 'rollback'
  status: 'TS_SUCCESS' | 'TS_DECLINED'
  user: string
  round: string
  game_code: string
  currency: string
  /** 1/100,000 units. */
  amount: number
  reference_transaction_uuid: string | null
  round_closed: boolean
}

/** The balance the rounds are played on (the simulator's TransferWallet side): a bet taken, a win paid. */
export interface TransferBalance {
  play(user: string, bet: number, win: number): void
}

/** An HTTP answer. */
export interface ListAnswer {
  status: number
  body: unknown
}

/** Hub88's date and time: ISO 8601 extended, to the second, without a zone (read as UTC). */
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/

const timeOf = (value: unknown): Date | undefined =>
  typeof value === 'string' && TIME.test(value) ? new Date(`${value}Z`) : undefined

export class Hub88TransferTransactions {
  /** Every transaction, in the order made, with when it was made. */
  readonly recorded: { at: Date; transaction: GameplayTransaction }[] = []

  constructor(
    private readonly balance: TransferBalance,
    private readonly currency = 'BRL',
  ) {}

  #record(at: Date, fields: Omit<GameplayTransaction, 'transaction_uuid' | 'status' | 'currency'>) {
    const transaction: GameplayTransaction = {
      transaction_uuid: randomUUID(),
      status: 'TS_SUCCESS',
      currency: this.currency,
      ...fields,
    }
    this.recorded.push({ at, transaction })
    return transaction
  }

  /**
   * A round played on the user's balance: its bet taken and its win paid (a win of 0 closes a lost round).
   * Answers the round's id and its two transactions.
   */
  play(user: string, bet: number, win: number, gameCode = 'sim_fortune', at = new Date()) {
    this.balance.play(user, bet, win)
    const round = randomUUID()
    const common = { user, round, game_code: gameCode, reference_transaction_uuid: null }
    const placed = this.#record(at, { ...common, type: 'bet', amount: bet, round_closed: false })
    const paid = this.#record(at, { ...common, type: 'win', amount: win, round_closed: true })
    return { round, bet: placed, win: paid }
  }

  /** A bet Hub88 rolled back (its game failed): the stake back on the user's balance. */
  rollback(bet: GameplayTransaction, at = new Date()) {
    this.balance.play(bet.user, 0, bet.amount)
    return this.#record(at, {
      user: bet.user,
      round: bet.round,
      game_code: bet.game_code,
      type: 'rollback',
      amount: bet.amount,
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
    })
  }

  /** transactions/list: a time range (both ends included, to the second) or one round; a user narrows it. */
  list(body: Record<string, unknown>): ListAnswer {
    const start = timeOf(body.start_time)
    const end = timeOf(body.end_time)
    const round = typeof body.round === 'string' ? body.round : undefined
    if (!round && !(start && end))
      return { status: 400, body: { error: 'a time range or a round is required' } }
    const user = typeof body.user === 'string' ? body.user : undefined
    const second = (at: Date) => Math.floor(at.getTime() / 1_000) * 1_000
    const listed = this.recorded.filter(
      ({ at, transaction }) =>
        (user === undefined || transaction.user === user) &&
        (round
          ? transaction.round === round
          : second(at) >= (start as Date).getTime() && second(at) <= (end as Date).getTime()),
    )
    return { status: 200, body: listed.map(({ transaction }) => transaction) }
  }
}
