/**
 * The Hub88 simulator as a running provider (docs/providers.md): over HTTP it serves Hub88's Games API side
 * (`game/list` with a few simulator games, `game/url` answering its own game page), each call's
 * X-Hub88-Signature verified with the operator's public key, and a game page with a real spin button: a
 * spin makes the simulator call the operator's wallet (`transaction/bet`, then `transaction/win` closing the
 * round), signed with the simulator's key. It also serves Hub88's TransferWallet side (simulator/hub88Transfer.ts)
 * for a transfer-wallet operator, whose game page then plays against that balance. `npm start` runs it in
 * development when no HUB88_* is set; the API tests run it on a free port. Never part of the product.
 */

import type { KeyObject } from 'node:crypto'
import { randomUUID } from 'node:crypto'
import { type GameSession, json, langOf, read, SPIN_CYCLE, startSimulatorServer } from './gamePage'
import { Hub88Simulator, type Transport } from './hub88'
import type { WalletAnswer } from './hub88Protocol'
import { HUB88_SIGNATURE_HEADER, hub88Verify } from './hub88Signature'
import { Hub88TransferTransactions } from './hub88Transactions'
import { Hub88TransferSimulator } from './hub88Transfer'

const GAMES_API = '/operator/generic/v2/'
/** Hub88's TransferWallet API, for a transfer-wallet operator (HUB88_WALLET=transfer). */
const TRANSFER_API = `${GAMES_API}transfer_wallet/`

/** Hub88's amounts: 1/100,000 of a real. */
const HUB88_UNITS = 100_000

/** The simulator's games, in game/list's shape: one blocked in Brazil and one disabled, to show both. */
const SIMULATOR_GAMES: {
  game_code: string
  name: string
  blocked_countries: string[]
  enabled: boolean
  [field: string]: unknown
}[] = [
  {
    game_code: 'sim_fortune',
    name: 'Simulator Fortune',
    product: 'Ficha Simulator',
    category: 'Video Slots',
    url_thumb: null,
    url_background: null,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    blocked_countries: [],
    enabled: true,
    demo_game_support: true,
    rtp: 96,
    volatility: 'medium',
  },
  {
    game_code: 'sim_rocket',
    name: 'Simulator Rocket',
    product: 'Ficha Simulator',
    category: 'Crash games',
    url_thumb: null,
    url_background: null,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    blocked_countries: ['US'],
    enabled: true,
    demo_game_support: false,
    rtp: 97,
  },
  {
    game_code: 'sim_blocked',
    name: 'Simulator Blocked in Brazil',
    product: 'Ficha Simulator',
    category: 'Video Slots',
    platforms: ['GPL_DESKTOP'],
    blocked_countries: ['BR'],
    enabled: true,
  },
  {
    game_code: 'sim_retired',
    name: 'Simulator Retired',
    product: 'Ficha Simulator',
    category: 'Video Slots',
    platforms: ['GPL_DESKTOP'],
    blocked_countries: [],
    enabled: false,
  },
]

type Session = GameSession

/** The operator's wallet over HTTP: POST <walletUrl>/gp/hub88/<path>. */
const httpTransport =
  (walletUrl: string): Transport =>
  async (path, body, headers) => {
    const response = await fetch(`${walletUrl.replace(/\/+$/, '')}/gp/hub88/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: new Uint8Array(body),
    })
    return (await response.json()) as WalletAnswer
  }

export interface RunningSimulator {
  /** The simulator's base URL: HUB88_API_URL for the operator. */
  url: string
  /** The simulator's public key (PEM): HUB88_PUBLIC_KEY for the operator. */
  publicKeyPem: string
  simulator: Hub88Simulator
  /** Hub88's TransferWallet side: its balances of the users, its transactions, its faults. */
  transfer: Hub88TransferSimulator
  /** Hub88's Transactions API of the transfer-wallet site: the rounds played on its balance. */
  transactions: Hub88TransferTransactions
  close: () => Promise<void>
}

export interface SimulatorOptions {
  /** Where the operator serves /gp/hub88/ (its origin), or the transport to it (a test's inject). */
  wallet: string | Transport
  /** The operator's public key: verifies its Games API calls. */
  operatorPublicKey: KeyObject
  operatorId?: number
  port?: number
  host?: string
  /**
   * The operator is a transfer-wallet site (HUB88_WALLET=transfer): the game page's spins play against the
   * simulator's TransferWallet balance of the user instead of calling the operator's seamless wallet.
   */
  transferWallet?: boolean
}

/** Starts the simulator's HTTP side; port 0 picks a free one. */
export const startHub88Simulator = async (options: SimulatorOptions): Promise<RunningSimulator> => {
  const { wallet, operatorPublicKey, operatorId = 1, transferWallet } = options
  const simulator = new Hub88Simulator(
    typeof wallet === 'string' ? httpTransport(wallet) : wallet,
    operatorId,
  )
  const transfer = new Hub88TransferSimulator(operatorPublicKey, operatorId)
  const transactions = new Hub88TransferTransactions(transfer)
  const sessions = new Map<string, Session>()
  let base = ''

  const gamesApi = async (path: string, raw: Buffer, signature: string | undefined) => {
    if (!hub88Verify(raw, signature, operatorPublicKey))
      return { status: 401, body: { error: 'invalid signature' } }
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
    if (body.operator_id !== operatorId) return { status: 403, body: { error: 'unknown operator' } }
    if (path.startsWith('freebet/')) return simulator.freebetCall(path, body)
    if (path === 'game/list') return { status: 200, body: SIMULATOR_GAMES }
    // A transfer-wallet site's rounds (its sub_partner_id named): simulator/hub88Transactions.ts.
    if (path === 'transactions/list' && typeof body.sub_partner_id === 'string')
      return transactions.list(body)
    // The Transactions API: by time range (ISO-8601 without a zone, UTC) or by round, one of them required.
    if (path === 'transactions/list') {
      const time = (value: unknown) =>
        typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(value)
          ? new Date(`${value}Z`)
          : undefined
      const start = time(body.start_time)
      const end = time(body.end_time)
      const round = typeof body.round === 'string' ? body.round : undefined
      if (!round && !(start && end))
        return { status: 400, body: { error: 'a time range or a round is required' } }
      const user = typeof body.user === 'string' ? body.user : undefined
      return { status: 200, body: simulator.transactions(round ? { round, user } : { start, end, user }) }
    }
    if (path === 'game/url') {
      const game = SIMULATOR_GAMES.find((entry) => entry.game_code === body.game_code)
      if (!game || typeof body.user !== 'string' || typeof body.token !== 'string')
        return { status: 400, body: { error: 'unknown game or missing user' } }
      if (game.blocked_countries.includes(String(body.country)) || !game.enabled)
        return { status: 400, body: { error: 'game not available' } }
      const id = randomUUID()
      sessions.set(id, {
        user: body.user,
        token: body.token,
        gameCode: game.game_code,
        name: game.name,
        lobbyUrl: String(body.lobby_url ?? ''),
        spins: 0,
      })
      const lang = langOf(typeof body.lang === 'string' ? body.lang : null)
      return { status: 200, body: { url: `${base}/game?session=${id}&lang=${lang}` } }
    }
    return { status: 404, body: { error: 'unknown call' } }
  }

  /** A spin against the TransferWallet balance: Hub88 settles its own rounds, the operator hears nothing. */
  const transferSpin = (session: Session, amount: number) => {
    if (amount > transfer.balanceOf(session.user))
      return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: transfer.balanceOf(session.user), win: 0 }
    const multiplier = SPIN_CYCLE[session.spins % SPIN_CYCLE.length] ?? 0
    session.spins++
    const win = Math.round((amount * multiplier) / 1_000) * 1_000
    transactions.play(session.user, amount, win, session.gameCode)
    return { status: 'RS_OK', balance: transfer.balanceOf(session.user), win }
  }

  const spin = async (session: Session, reais: number) => {
    const player = { user: session.user, token: session.token }
    const amount = Math.round(reais * 100) * 1_000
    if (transferWallet) return transferSpin(session, amount)
    const body = simulator.bet(player, amount, { game_code: session.gameCode })
    const bet = await simulator.call('transaction/bet', body)
    if (bet?.status !== 'RS_OK') return { ...bet, win: 0 }
    const multiplier = SPIN_CYCLE[session.spins % SPIN_CYCLE.length] ?? 0
    session.spins++
    const win = Math.round((amount * multiplier) / 1_000) * 1_000
    const paid = await simulator.call('transaction/win', simulator.winFor(body, win, { round_closed: true }))
    return { ...paid, win }
  }

  const running = await startSimulatorServer(
    {
      sessions,
      unitsPerReal: HUB88_UNITS,
      route: async (request, response, url) => {
        if (request.method === 'POST' && url.pathname.startsWith(TRANSFER_API)) {
          const header = request.headers[HUB88_SIGNATURE_HEADER]
          const answer = transfer.handle(
            url.pathname.slice(TRANSFER_API.length),
            await read(request),
            Array.isArray(header) ? header[0] : header,
          )
          // The operator hears nothing: a lost answer, or a call that never arrived.
          if (answer === 'drop') request.socket.destroy()
          else json(response, answer.status, answer.body)
          return true
        }
        if (request.method === 'POST' && url.pathname.startsWith(GAMES_API)) {
          const raw = await read(request)
          const header = request.headers[HUB88_SIGNATURE_HEADER]
          const answer = await gamesApi(
            url.pathname.slice(GAMES_API.length),
            raw,
            Array.isArray(header) ? header[0] : header,
          )
          json(response, answer.status, answer.body)
          return true
        }
        return false
      },
      balance: async (session) =>
        transferWallet
          ? { status: 'RS_OK', balance: transfer.balanceOf(session.user) }
          : simulator.call(
              'user/balance',
              simulator.body({ user: session.user, token: session.token, game_code: session.gameCode }),
            ),
      spin,
    },
    options,
  )
  base = running.url
  return {
    ...running,
    publicKeyPem: simulator.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    simulator,
    transfer,
    transactions,
  }
}
