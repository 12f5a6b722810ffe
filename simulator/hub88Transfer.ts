/**
 * Hub88's TransferWallet side (docs/providers.md, "Transfer wallet"), served by the running simulator
 * (simulator/hub88Server.ts) under /operator/generic/v2/transfer_wallet/: its own balance of each user in
 * 1/100,000 units, each call's X-Hub88-Signature verified with the operator's public key, each
 * transaction_uuid processed once, check_transfer answering what became of one. Faults, each for the next
 * call of a kind: the answer lost after the transfer was applied, a call that never arrives (a timeout
 * before Hub88 applied anything), one applied only later (past the operator's timeout), a refusal, and a
 * status that stays unknown for a number of check_transfer calls. A dev dependency of the API tests.
 */
import type { KeyObject } from 'node:crypto'
import { hub88Verify } from './hub88Signature'

type Call = 'deposit' | 'withdraw' | 'balance' | 'check_transfer'

/** What the next deposit or withdrawal suffers. */
export type TransferFault =
  /** Applied, then the answer never reaches the operator. */
  | 'lostAfterApply'
  /** Never reaches Hub88: the operator times out and Hub88 has nothing. */
  | 'neverArrives'
  /** Reaches Hub88 after the operator gave up: applied when applyLate() is called. */
  | 'late'
  /** Refused: TransferWallet not enabled for the site (RS_ERROR_INVALID_PARTNER), nothing applied. */
  | 'refuse'

interface Transaction {
  user: string
  kind: 'deposit' | 'withdraw'
  amount: number
  status: 'CTS_SUCCESS' | 'CTS_DECLINED'
}

/** An HTTP answer to send, or 'drop' (close the connection without one). */
export type TransferAnswer = { status: number; body: unknown } | 'drop'

export class Hub88TransferSimulator {
  /** Hub88's balance of each user, in 1/100,000 units. */
  readonly balances = new Map<string, number>()
  /** What each user won (positive) or lost at Hub88's games, in units: the operator never sees it. */
  readonly results = new Map<string, number>()
  readonly transactions = new Map<string, Transaction>()
  /** How many calls of each kind reached Hub88 (a lost or late call counts once it arrives). */
  readonly received: Record<Call, number> = { deposit: 0, withdraw: 0, balance: 0, check_transfer: 0 }
  #faults: TransferFault[] = []
  #late: (() => void)[] = []
  #unknownChecks = 0

  constructor(
    readonly operatorPublicKey: KeyObject,
    readonly operatorId: number,
  ) {}

  /** The next deposit or withdrawal suffers `fault` (faults queue up in order). */
  fault(fault: TransferFault): void {
    this.#faults.push(fault)
  }

  /** The next `count` check_transfer calls answer that the status is not known yet (HTTP 503). */
  unknownFor(count: number): void {
    this.#unknownChecks = count
  }

  /** Applies the calls that arrived late. */
  applyLate(): void {
    for (const apply of this.#late.splice(0)) apply()
  }

  /** A round played at Hub88: the bet taken from its balance of the user, the win paid into it (units). */
  play(user: string, bet: number, win: number): void {
    const balance = this.balances.get(user) ?? 0
    if (bet > balance) throw new Error(`simulator: ${user} cannot bet ${bet} with ${balance}`)
    this.balances.set(user, balance - bet + win)
    this.results.set(user, (this.results.get(user) ?? 0) + win - bet)
  }

  balanceOf(user: string): number {
    return this.balances.get(user) ?? 0
  }

  /** Answers one TransferWallet call as Hub88 would. */
  handle(call: string, raw: Buffer, signature: string | undefined): TransferAnswer {
    if (!hub88Verify(raw, signature, this.operatorPublicKey))
      return { status: 401, body: { error: 'invalid signature' } }
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
    if (body.operator_id !== this.operatorId) return { status: 404, body: { error: 'unknown operator' } }
    const { user, currency, request_uuid, transaction_uuid, amount } = body
    if (
      typeof body.sub_partner_id !== 'string' ||
      typeof user !== 'string' ||
      typeof request_uuid !== 'string'
    )
      return { status: 400, body: { error: 'missing parameters' } }
    if (currency !== 'BRL') return { status: 403, body: { error: 'currency not enabled' } }
    const answer = (fields: Record<string, unknown>) => ({
      status: 200,
      body: { request_uuid, user, currency, ...fields },
    })
    if (call === 'balance') {
      this.received.balance++
      return answer({ status: 'RS_OK', balance: this.balanceOf(user) })
    }
    if (typeof transaction_uuid !== 'string') return { status: 400, body: { error: 'missing parameters' } }
    if (call === 'check_transfer') {
      this.received.check_transfer++
      if (this.#unknownChecks > 0) {
        this.#unknownChecks--
        return { status: 503, body: { error: 'status not available yet' } }
      }
      const found = this.transactions.get(transaction_uuid)
      if (!found || found.user !== user) return { status: 404, body: { error: 'transaction not found' } }
      return answer({
        status: 'RS_OK',
        balance: this.balanceOf(user),
        transaction: { transaction_uuid, status: found.status, amount: found.amount, kind: found.kind },
      })
    }
    if (call !== 'deposit' && call !== 'withdraw') return { status: 404, body: { error: 'unknown call' } }
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
      return { status: 400, body: { error: 'invalid amount' } }
    const fault = this.#faults.shift()
    if (fault === 'neverArrives') return 'drop'
    if (fault === 'refuse')
      return answer({ status: 'RS_ERROR_INVALID_PARTNER', balance: this.balanceOf(user) })
    const apply = () => this.#apply(call, user, transaction_uuid, amount as number)
    if (fault === 'late') {
      this.#late.push(() => apply())
      return 'drop'
    }
    const outcome = apply()
    return fault === 'lostAfterApply' ? 'drop' : answer(outcome)
  }

  #apply(kind: 'deposit' | 'withdraw', user: string, id: string, amount: number): Record<string, unknown> {
    this.received[kind]++
    if (this.transactions.has(id))
      return { status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: this.balanceOf(user) }
    const balance = this.balanceOf(user)
    if (kind === 'withdraw' && amount > balance) {
      this.transactions.set(id, { user, kind, amount, status: 'CTS_DECLINED' })
      return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance }
    }
    this.balances.set(user, kind === 'deposit' ? balance + amount : balance - amount)
    this.transactions.set(id, { user, kind, amount, status: 'CTS_SUCCESS' })
    return { status: 'RS_OK', balance: this.balanceOf(user) }
  }
}
