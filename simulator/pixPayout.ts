/**
 * The PIX payout provider's side, in process, written from docs/providers.md ("PIX payouts") alone: it keeps
 * each transfer under Ficha's idempotency key, pays it at most once, and answers queries. Faults, chosen per
 * transfer by `behaviour`:
 * - succeed: paid at once, in the answer;
 * - fail: refused with `refusal` (by default AC07: the receiving key's account is closed), in the answer;
 * - pending: accepted, still pending after `pendingQueries` queries, then paid (or settle() decides it);
 * - loseAnswer: paid, then the answer never reaches Ficha (the call throws);
 * - answerTwice: paid, and its webhook is delivered twice.
 * Every outcome is also delivered through `webhook` when one is set. simulator/pixPayoutServer.ts serves it
 * over HTTP for `npm start`; the API tests use it directly. Never part of the product.
 */
import { randomUUID } from 'node:crypto'

/** POST /transfers's body, as the provider's documentation names it. */
export interface TransferRequest {
  idempotencyKey: string
  /** Centavos. */
  amount: number
  pixKey: string
  pixKeyType: string
  /** The CPF the receiving key must belong to. */
  cpf: string
}

/** The answer of POST /transfers and GET /transfers/<key>. */
export interface TransferAnswer {
  status: 'paid' | 'failed' | 'pending'
  providerRef?: string
  reason?: string
  /** A refusal's SPI reason code. */
  code?: string
}

/** A refusal as the provider words it: the SPI's reason code and its text. */
export interface Refusal {
  code: string
  reason: string
}

/** The signed notice the provider posts to the operator's webhook. */
export interface TransferNotice extends TransferAnswer {
  eventId: string
  idempotencyKey: string
}

export type PayoutBehaviour = 'succeed' | 'fail' | 'pending' | 'loseAnswer' | 'answerTwice'

interface SimulatedTransfer {
  request: TransferRequest
  ref: string
  status: 'paid' | 'failed' | 'pending'
  refusal?: Refusal
  queries: number
  /** How many times the same key was sent (the payment itself happens once). */
  sends: number
}

export class PixPayoutSimulator {
  readonly transfers = new Map<string, SimulatedTransfer>()
  /** Which fault a new transfer suffers. */
  behaviour: (transfer: TransferRequest) => PayoutBehaviour = () => 'succeed'
  /** Where the provider's notices go (the tests' settlePayoutEvent, or an HTTP POST). */
  webhook: ((event: TransferNotice) => Promise<unknown>) | undefined
  /** A pending transfer is paid at this query. */
  pendingQueries = 2
  /** Why a failing transfer is refused. */
  refusal: Refusal = { code: 'AC07', reason: 'Receiving PIX key closed' }

  /** Money that left the provider's account: each key paid at most once. */
  get paidTotal(): number {
    let total = 0
    for (const transfer of this.transfers.values())
      if (transfer.status === 'paid') total += transfer.request.amount
    return total
  }

  private answerOf(transfer: SimulatedTransfer): TransferAnswer {
    return {
      status: transfer.status,
      providerRef: transfer.ref,
      ...(transfer.refusal ?? {}),
    }
  }

  private async notify(transfer: SimulatedTransfer, times = 1): Promise<void> {
    if (!this.webhook || transfer.status === 'pending') return
    const event: TransferNotice = {
      eventId: `evt-${transfer.ref}-${transfer.status}`,
      idempotencyKey: transfer.request.idempotencyKey,
      ...this.answerOf(transfer),
    }
    for (let i = 0; i < times; i++) await this.webhook(event)
  }

  async create(request: TransferRequest): Promise<TransferAnswer> {
    const known = this.transfers.get(request.idempotencyKey)
    if (known) {
      known.sends++
      return this.answerOf(known)
    }
    const behaviour = this.behaviour(request)
    const transfer: SimulatedTransfer = {
      request,
      ref: `sim-payout-${randomUUID()}`,
      status: behaviour === 'fail' ? 'failed' : behaviour === 'pending' ? 'pending' : 'paid',
      ...(behaviour === 'fail' ? { refusal: this.refusal } : {}),
      queries: 0,
      sends: 1,
    }
    this.transfers.set(request.idempotencyKey, transfer)
    if (behaviour === 'loseAnswer') throw new Error('Payout simulator: the answer was lost')
    if (behaviour === 'answerTwice') await this.notify(transfer, 2)
    return this.answerOf(transfer)
  }

  async query(idempotencyKey: string): Promise<TransferAnswer | null> {
    const transfer = this.transfers.get(idempotencyKey)
    if (!transfer) return null
    transfer.queries++
    if (transfer.status === 'pending' && transfer.queries >= this.pendingQueries) {
      transfer.status = 'paid'
      await this.notify(transfer)
    }
    return this.answerOf(transfer)
  }

  /** Decides a pending transfer now, as the bank would, and sends its notice. */
  async settle(idempotencyKey: string, status: 'paid' | 'failed'): Promise<void> {
    const transfer = this.transfers.get(idempotencyKey)
    if (transfer?.status !== 'pending') return
    transfer.status = status
    if (status === 'failed') transfer.refusal = this.refusal
    await this.notify(transfer)
  }
}
