/**
 * A Slotegrator simulator: plays GIS's side of the seamless wallet against the operator's /gp/slotegrator
 * callback URL (docs/providers.md). It holds its own merchant key, signs every call as GIS's PHP does
 * (slotegratorSigning.ts: ksort and http_build_query of the parameters and auth headers, HMAC-SHA1, a fresh
 * timestamp and nonce each time), keeps its own ledger of what the operator accepted, and injects faults: an
 * answer lost after the operator committed, a bet answered past the timeout (then refunded, as GIS does), N
 * identical calls at once, a changed byte, reordered parameters, a signature over unsorted parameters, a
 * missing header, a skewed clock, a reused nonce. It imports nothing of the server: what compares its
 * ledger with the operator's books is the tests' (tests/support/slotegrator.ts).
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  httpBuildQuery,
  nestedParams,
  parseStr,
  SIGNED_HEADERS,
  type SignedHeaders,
  xSign,
  xSignMatches,
} from './slotegratorSigning'

export type Answer = Record<string, unknown>

/** Sends one call's form body and headers to the operator and answers its JSON. */
export type Transport = (body: string, headers: Record<string, string>) => Promise<Answer>

/** One transaction GIS holds as accepted by the operator, in centavos. */
export interface HeldTransaction {
  kind: 'bet' | 'win'
  centavos: number
  state: 'ok' | 'rolled_back'
}

export interface Fault {
  /** Flip one byte of the body after signing it. */
  corrupt?: boolean
  /** Send the parameters in reverse order (the signature sorts them, so this must still pass). */
  reorder?: boolean
  /** Sign the parameters in the order sent instead of ksorted (must fail). */
  unsorted?: boolean
  /** Leave one of the four headers out. */
  missing?: 'X-Merchant-Id' | 'X-Timestamp' | 'X-Nonce' | 'X-Sign'
  /** Seconds added to the clock the timestamp is taken from. */
  skew?: number
  /** Send this nonce instead of a fresh one (a replayed request). */
  nonce?: string
  /** The operator answers, the simulator never hears it (lost response, or past the timeout). */
  lost?: boolean
}

export type Params = Record<string, string>

export interface Player {
  user: string
  token: string
}

/** A decimal amount's centavos, by its digits, as GIS's books would hold them. */
const centavosOf = (amount: string): number => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}

const isError = (answer: Answer | null) => answer === null || 'error_code' in answer

/** A free-spin grant the operator set (freespins/set), as GIS holds it. */
export interface Freespin {
  player: string
  game: string
  quantity: number
  denomination: string
  state: 'active' | 'cancelled'
}

export class SlotegratorSimulator {
  readonly merchantId = 'sim-merchant'
  readonly merchantKey: string
  /** The provider's own ledger: each transaction it holds as accepted by the operator. */
  readonly ledger = new Map<string, HeldTransaction>()
  /** The nonce of the last call sent. */
  lastNonce = ''
  /** Free-spin grants by freespin_id (the operator's id). */
  readonly freespins = new Map<string, Freespin>()
  /** Refuse freespins/set after this many successes (a provider refusing part of a campaign). */
  failFreespinsAfter = Number.POSITIVE_INFINITY
  #send: Transport

  /** `merchantKey`: the shared secret, made at start unless given (a second sender with the same key). */
  constructor(send: Transport, merchantKey = randomBytes(24).toString('hex')) {
    this.#send = send
    this.merchantKey = merchantKey
  }

  /** Signs and sends `params` as GIS does (flat form keys are PHP's nested arrays); null when the fault loses the answer. */
  async send(params: Params, fault: Fault = {}): Promise<Answer | null> {
    const ordered = fault.reorder ? Object.fromEntries(Object.entries(params).reverse()) : params
    const auth: SignedHeaders = {
      'X-Merchant-Id': this.merchantId,
      'X-Timestamp': String(Math.floor(Date.now() / 1000) + (fault.skew ?? 0)),
      'X-Nonce': fault.nonce ?? randomBytes(16).toString('hex'),
    }
    this.lastNonce = auth['X-Nonce']
    const nested = nestedParams(ordered)
    // The unsorted fault signs the headers and parameters in the order given, skipping the ksort.
    const signature = fault.unsorted
      ? createHmac('sha1', this.merchantKey)
          .update(httpBuildQuery({ ...auth, ...nested }))
          .digest('hex')
      : xSign(nested, auth, this.merchantKey)
    const headers: Record<string, string> = { ...auth, 'X-Sign': signature }
    if (fault.missing) delete headers[fault.missing]
    let body = httpBuildQuery(nested)
    if (fault.corrupt) {
      const middle = Math.floor(body.length / 2)
      body = `${body.slice(0, middle)}${body[middle] === '1' ? '2' : '1'}${body.slice(middle + 1)}`
    }
    const answer = await this.#send(body, headers)
    return fault.lost ? null : answer
  }

  /** Sends a call and, when the operator accepted it, books it as GIS would. */
  async call(params: Params, fault: Fault = {}): Promise<Answer | null> {
    const answer = await this.send(params, fault)
    if (!isError(answer)) this.#book(params)
    return answer
  }

  #book(params: Params): void {
    const id = params.transaction_id ?? ''
    if (params.action === 'bet' || params.action === 'win') {
      if (!this.ledger.has(id))
        this.ledger.set(id, {
          kind: params.action,
          centavos: centavosOf(params.amount ?? '0'),
          state: 'ok',
        })
    } else if (params.action === 'refund') {
      const target = this.ledger.get(params.bet_transaction_id ?? '')
      if (target) target.state = 'rolled_back'
    } else if (params.action === 'rollback') {
      for (const [key, value] of Object.entries(params)) {
        const target = /^rollback_transactions\[\d+\]\[transaction_id\]$/.test(key) && this.ledger.get(value)
        if (target) target.state = 'rolled_back'
      }
    }
  }

  balance(player: Player): Params {
    return { action: 'balance', player_id: player.user, currency: 'BRL', session_id: player.token }
  }

  #money(action: 'bet' | 'win', player: Player, amount: string, extra: Params): Params {
    return {
      action,
      amount,
      currency: 'BRL',
      game_uuid: 'sim_fortune',
      player_id: player.user,
      transaction_id: randomUUID(),
      session_id: player.token,
      type: action,
      round_id: randomUUID(),
      ...extra,
    }
  }

  bet(player: Player, amount: string, extra: Params = {}): Params {
    return this.#money('bet', player, amount, extra)
  }

  win(player: Player, amount: string, extra: Params = {}): Params {
    return this.#money('win', player, amount, extra)
  }

  /** GIS's refund of a bet (sent when the bet's answer was an error or never came). */
  refund(player: Player, bet: Params): Params {
    return {
      ...this.#money('bet', player, bet.amount ?? '0', { round_id: bet.round_id ?? '' }),
      action: 'refund',
      bet_transaction_id: bet.transaction_id ?? '',
    }
  }

  /** GIS's rollback of a list of transactions (a round's bets and wins), each as rollback_transactions[i]. */
  rollback(player: Player, round: string, targets: Params[]): Params {
    const params: Params = {
      action: 'rollback',
      currency: 'BRL',
      game_uuid: 'sim_fortune',
      player_id: player.user,
      transaction_id: randomUUID(),
      session_id: player.token,
      type: 'rollback',
      round_id: round,
      provider_round_id: round,
    }
    for (const [index, target] of targets.entries()) {
      params[`rollback_transactions[${index}][action]`] = target.action ?? 'bet'
      params[`rollback_transactions[${index}][amount]`] = target.amount ?? '0'
      params[`rollback_transactions[${index}][transaction_id]`] = target.transaction_id ?? ''
      params[`rollback_transactions[${index}][type]`] = target.type ?? target.action ?? 'bet'
    }
    return params
  }

  /**
   * GIS's side of the operator's free-spin calls: the four headers checked and the signature verified
   * as the operator verifies GIS's; freespins/set stores the grant under the operator's freespin_id,
   * freespins/cancel takes it back. Answers an HTTP status and JSON.
   */
  freespinCall(path: string, body: string, header: (name: string) => string | undefined) {
    if (!this.signedByMerchant(body, header))
      return { status: 403, body: { name: 'Forbidden', message: 'Invalid sign', code: 0, status: 403 } }
    const params = Object.fromEntries(new URLSearchParams(body))
    if (path === 'freespins/set') {
      const { player_id, game_uuid, quantity, freespin_id, denomination, currency } = params
      if (!player_id || !game_uuid || !quantity || !freespin_id || !denomination || currency !== 'BRL')
        return {
          status: 422,
          body: { name: 'Unprocessable', message: 'Missing parameter', code: 0, status: 422 },
        }
      if (this.failFreespinsAfter <= 0)
        return {
          status: 422,
          body: { name: 'Unprocessable', message: 'Game has no free spins', code: 0, status: 422 },
        }
      this.failFreespinsAfter--
      if (!this.freespins.has(freespin_id))
        this.freespins.set(freespin_id, {
          player: player_id,
          game: game_uuid,
          quantity: Number(quantity),
          denomination,
          state: 'active',
        })
      return { status: 200, body: {} }
    }
    if (path === 'freespins/cancel') {
      const grant = this.freespins.get(params.freespin_id ?? '')
      if (!grant)
        return { status: 404, body: { name: 'Not Found', message: 'Unknown freespin', code: 0, status: 404 } }
      grant.state = 'cancelled'
      return { status: 200, body: {} }
    }
    return { status: 404, body: { name: 'Not Found', message: 'Unknown call', code: 0, status: 404 } }
  }

  /** One free spin of a grant, as GIS sends it: a bet of 0 and a win, both type=freespin with its freespin_id. */
  async freeSpin(player: Player, freespinId: string, amount: string) {
    const grant = this.freespins.get(freespinId)
    if (grant?.state !== 'active' || grant.quantity <= 0) throw new Error('no free spin left')
    grant.quantity--
    const free = {
      type: 'freespin',
      freespin_id: freespinId,
      game_uuid: grant.game,
      quantity: String(grant.quantity),
    }
    const bet = this.bet(player, '0', free)
    await this.call(bet)
    const win = this.win(player, amount, { ...free, round_id: bet.round_id ?? '', finished: '1' })
    return { params: win, answer: await this.call(win) }
  }

  /** A bet whose answer never arrives in time: GIS then refunds it until the operator says success. */
  async betTimedOut(player: Player, amount: string) {
    const bet = this.bet(player, amount)
    await this.call(bet, { lost: true })
    return this.call(this.refund(player, bet))
  }

  /** The same call sent `copies` times at once (a retry storm), each signed afresh. */
  duplicates(params: Params, copies: number) {
    return Promise.all(Array.from({ length: copies }, () => this.call(params)))
  }

  /** Whether a call to GIS (a query or form body) carries our merchant id and its X-Sign under our key. */
  signedByMerchant(query: string, header: (name: string) => string | undefined): boolean {
    const auth = Object.fromEntries(SIGNED_HEADERS.map((name) => [name, header(name) ?? ''])) as SignedHeaders
    return (
      auth['X-Merchant-Id'] === this.merchantId &&
      xSignMatches(parseStr(query), auth, this.merchantKey, header('X-Sign'))
    )
  }
}

/**
 * GIS's API over HTTP for the operator's calls (freespins/set, freespins/cancel): SLOTEGRATOR_API_URL.
 * @internal The free-spin tests start it.
 */
export const startSlotegratorApi = async (simulator: SlotegratorSimulator) => {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const url = new URL(request.url ?? '/', 'http://simulator')
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()]
      return Array.isArray(value) ? value[0] : value
    }
    const answer =
      request.method === 'POST'
        ? simulator.freespinCall(
            url.pathname.replace(/^\//, ''),
            Buffer.concat(chunks).toString('utf8'),
            header,
          )
        : { status: 405, body: {} }
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
