/**
 * A Hub88 simulator: plays Hub88's side of the seamless wallet against the operator's /gp/hub88/ routes
 * (docs/providers.md). It holds its own RSA key pair, generated at start, signs every call as Hub88 does,
 * keeps its own ledger of what the operator accepted, and injects faults: an answer lost after the
 * operator committed, a bet answered past the timeout (then rolled back, as Hub88 does), N identical
 * calls at once, a rollback ahead of its bet, replays, a corrupted byte, another currency, a sub-centavo
 * amount. Written from Hub88's documents only (hub88Protocol.ts, hub88Signature.ts): it imports nothing of
 * the operator's code; the tests compare its ledger with the operator's books (tests/support/hub88.ts).
 */
import { generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto'
import type { BetRequest, RollbackRequest, WalletAnswer, WalletCall, WinRequest } from './hub88Protocol'
import { HUB88_SIGNATURE_HEADER, hub88Sign } from './hub88Signature'

/** Sends one call's bytes and headers to the operator and answers its JSON. */
export type Transport = (
  path: WalletCall,
  body: Buffer,
  headers: Record<string, string>,
) => Promise<WalletAnswer>

export interface Fault {
  /** Flip one byte of the body after signing it. */
  corrupt?: boolean
  /** Send no signature header. */
  unsigned?: boolean
  /** The operator answers, the simulator never hears it (lost response, or past the timeout). */
  lost?: boolean
}

interface Entry {
  user: string
  kind: 'bet' | 'win'
  /** 1/100,000 units, as Hub88 counts. */
  amount: number
  state: 'ok' | 'rolled_back'
}

/** A transaction in Hub88's report (transactions/list): the call it held as accepted, and when. */
export interface Reported {
  at: Date
  type: 'bet' | 'win' | 'rollback'
  body: Record<string, unknown>
}

export interface Player {
  user: string
  token: string
}

/**
 * 1/100,000 units of a real: R$ 1.00 is 100,000.
 * @internal Tests write amounts in Hub88's units with it.
 */
export const units = (reais: number): number => Math.round(reais * 100) * 1_000

/** A Freebets reward the operator created (freebet/rewards/create), as Hub88 holds it. */
export interface Reward {
  user: string
  game: string
  prepaid: string
  /** 1/100,000 units per round. */
  betValue: number
  rounds: number
  state: 'active' | 'cancelled'
}

export class Hub88Simulator {
  readonly publicKey: KeyObject
  readonly #privateKey: KeyObject
  /** The provider's own ledger: each transaction it holds as accepted by the operator. */
  readonly ledger = new Map<string, Entry>()
  /** Every transaction it holds, in order, as transactions/list reports them. */
  readonly report: Reported[] = []
  #send: Transport
  readonly operatorId: number
  /** Freebets rewards by reward_uuid. */
  readonly rewards = new Map<string, Reward>()
  /** Fail freebet/rewards/create after this many successes (a provider refusing part of a campaign). */
  failRewardsAfter = Number.POSITIVE_INFINITY

  constructor(send: Transport, operatorId = 1) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.publicKey = publicKey
    this.#privateKey = privateKey
    this.#send = send
    this.operatorId = operatorId
  }

  /** Hub88's X-Hub88-Signature for these bytes. */
  sign(text: string): string {
    return hub88Sign(text, this.#privateKey)
  }

  /** Signs and sends a body exactly as given; null when the fault loses the answer. */
  async raw(path: WalletCall, text: string, fault: Fault = {}): Promise<WalletAnswer | null> {
    const bytes = Buffer.from(text)
    const signature = this.sign(text)
    const middle = Math.floor(bytes.length / 2)
    if (fault.corrupt) bytes[middle] = (bytes[middle] ?? 0) ^ 0x01
    const answer = await this.#send(
      path,
      bytes,
      fault.unsigned ? {} : { [HUB88_SIGNATURE_HEADER]: signature },
    )
    return fault.lost ? null : answer
  }

  /** A call's body, with Hub88's common fields. */
  body<Fields extends { user: string }>(fields: Fields) {
    return { request_uuid: randomUUID(), operator_id: this.operatorId, ...fields }
  }

  async call(path: WalletCall, body: Record<string, unknown>, fault: Fault = {}) {
    const answer = await this.raw(path, JSON.stringify(body), fault)
    if (answer?.status === 'RS_OK') this.#book(path, body)
    return answer
  }

  /**
   * A transaction Hub88 holds whose call never reached the operator (it is in the provider's ledger and
   * report, not in Ficha's records): a win held back keeps its round open at the operator.
   */
  missed(path: WalletCall, body: Record<string, unknown>): void {
    this.#book(path, body)
  }

  /** transactions/list: what Hub88 holds in a time range (both ends included, to the second) or of one round. */
  transactions(query: { start?: Date; end?: Date; round?: string; user?: string }) {
    return this.report
      .filter(({ at, body }) =>
        query.round !== undefined
          ? body.round === query.round && (query.user === undefined || body.user === query.user)
          : query.start !== undefined &&
            query.end !== undefined &&
            at.getTime() >= query.start.getTime() &&
            at.getTime() < query.end.getTime() + 1_000,
      )
      .map(({ at, type, body }) => ({
        transaction_uuid: body.transaction_uuid,
        type,
        user: body.user,
        round: body.round ?? null,
        game_code: body.game_code ?? null,
        currency: body.currency ?? 'BRL',
        amount: typeof body.amount === 'number' ? body.amount : 0,
        reference_transaction_uuid: body.reference_transaction_uuid ?? null,
        is_free: body.is_free === true,
        round_closed: body.round_closed === true,
        created_at: at.toISOString(),
      }))
  }

  /** What Hub88 holds once the operator said RS_OK. */
  #book(path: WalletCall, body: Record<string, unknown>): void {
    const id = String(body.transaction_uuid)
    const type = path === 'transaction/bet' ? 'bet' : path === 'transaction/win' ? 'win' : 'rollback'
    if (
      path !== 'user/info' &&
      path !== 'user/balance' &&
      !this.report.some((entry) => entry.type === type && entry.body.transaction_uuid === id)
    )
      this.report.push({ at: new Date(), type, body })
    if (path === 'transaction/bet' || path === 'transaction/win') {
      if (!this.ledger.has(id))
        this.ledger.set(id, {
          user: String(body.user),
          kind: path === 'transaction/bet' ? 'bet' : 'win',
          amount: Number(body.amount),
          state: 'ok',
        })
    } else if (path === 'transaction/rollback') {
      const target = this.ledger.get(String(body.reference_transaction_uuid))
      if (target) target.state = 'rolled_back'
    }
  }

  /** A transaction/bet body of a new round; `extra` overrides any field (a test's wrong value too). */
  bet(player: Player, amount: number, extra: Record<string, unknown> = {}): BetRequest {
    return {
      ...this.body({
        user: player.user,
        token: player.token,
        transaction_uuid: randomUUID(),
        round: randomUUID(),
        game_code: 'sim_fortune',
        currency: 'BRL',
        amount,
      }),
      ...extra,
    }
  }

  /** A transaction/win paying `bet`: its round and game, its transaction_uuid as the reference. */
  winFor(bet: BetRequest, amount: number, extra: Record<string, unknown> = {}): WinRequest {
    return this.win({ user: bet.user, token: bet.token }, amount, {
      round: bet.round,
      game_code: bet.game_code,
      reference_transaction_uuid: bet.transaction_uuid,
      ...extra,
    })
  }

  /** A transaction/win naming no bet (unless `extra` names one): a supplier's promotion, or a wrong call. */
  win(player: Player, amount: number, extra: Record<string, unknown> = {}): WinRequest {
    return this.bet(player, amount, extra)
  }

  rollback(player: Player, target: string): RollbackRequest {
    return this.body({
      user: player.user,
      token: player.token,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: target,
    })
  }

  /**
   * The Freebets API's side of Hub88 (the operator's signed calls, verified by the server in
   * hub88Server.ts): rewards/create answers a reward_uuid, rewards/cancel takes one back.
   */
  freebetCall(path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (path === 'freebet/rewards/create') {
      const { user, game_code, prepaid_uuid, bet_value, bet_count, currency } = body
      if (typeof user !== 'string' || typeof game_code !== 'string' || typeof prepaid_uuid !== 'string')
        return { status: 400, body: { error: 'user, game_code and prepaid_uuid are required' } }
      if (typeof bet_value !== 'number' || typeof bet_count !== 'number' || currency !== 'BRL')
        return { status: 400, body: { error: 'bet_value, bet_count or currency wrong' } }
      if (this.failRewardsAfter <= 0)
        return { status: 422, body: { error: 'game does not support freebets' } }
      this.failRewardsAfter--
      const reward_uuid = randomUUID()
      this.rewards.set(reward_uuid, {
        user,
        game: game_code,
        prepaid: prepaid_uuid,
        betValue: bet_value,
        rounds: bet_count,
        state: 'active',
      })
      return { status: 200, body: { reward_uuid, user, game_code, currency, bet_value, bet_count } }
    }
    if (path === 'freebet/rewards/cancel') {
      const reward = this.rewards.get(String(body.reward_uuid))
      if (!reward) return { status: 404, body: { error: 'unknown reward' } }
      reward.state = 'cancelled'
      return { status: 200, body: { reward_uuid: body.reward_uuid } }
    }
    return { status: 404, body: { error: 'unknown call' } }
  }

  /**
   * One free round of a reward, as Hub88 sends it: a bet of 0 and a win paying it, both flagged is_free and
   * carrying the reward_uuid. Answers the win's answer.
   */
  async freeRound(player: Player, rewardUuid: string, win: number) {
    const reward = this.rewards.get(rewardUuid)
    if (reward?.state !== 'active' || reward.rounds <= 0) throw new Error('no free round left')
    reward.rounds--
    const free = { game_code: reward.game, is_free: true, reward_uuid: rewardUuid }
    const bet = this.bet(player, 0, free)
    await this.call('transaction/bet', bet)
    const body = this.winFor(bet, win, { ...free, round_closed: true })
    return { body, answer: await this.call('transaction/win', body) }
  }

  /** A bet whose answer never arrives in time: Hub88 then rolls it back until the operator says RS_OK. */
  async betTimedOut(player: Player, amount: number) {
    const bet = this.bet(player, amount)
    await this.call('transaction/bet', bet, { lost: true })
    return this.call('transaction/rollback', this.rollback(player, String(bet.transaction_uuid)))
  }

  /** The same call sent `copies` times at once (a retry storm). */
  duplicates(path: WalletCall, body: Record<string, unknown>, copies: number) {
    return Promise.all(Array.from({ length: copies }, () => this.call(path, body)))
  }
}
