/**
 * The Slotegrator simulator as a running provider (docs/providers.md): over HTTP it serves GIS's Games API
 * side (`GET /games`, a paginated list of simulator games, `POST /games/init`, answering its own game
 * page, and `POST /self-validate`, GIS's checks of the wallet), each call's X-Sign verified with the shared
 * merchant key, and a game page with a real spin button:
 * a spin makes the simulator call the operator's /gp/slotegrator (`bet`, then `win` ending the round),
 * signed as GIS signs. `npm start` runs it in development when no SLOTEGRATOR_* is set; the API tests run it
 * on a free port. Never part of the product.
 */

import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type GameSession, json, langOf, read, SPIN_CYCLE, startSimulatorServer } from './gamePage'
import { type Answer, type Player, SlotegratorSimulator, type Transport } from './slotegrator'
import { selfValidate } from './slotegratorSelfValidate'

/** The simulator's games, in GIS's list shape: one blocked in Brazil and one disabled, to show both. */
const SIMULATOR_GAMES: {
  uuid: string
  name: string
  blocked_countries: string[]
  enabled: boolean
  [field: string]: unknown
}[] = [
  {
    uuid: 'sim_fortune',
    name: 'Simulator Treasure',
    provider: 'Ficha Simulator',
    type: 'slots',
    image: null,
    technology: 'html5',
    has_lobby: 0,
    is_mobile: 1,
    has_freespins: 0,
    has_demo: 1,
    blocked_countries: [],
    enabled: true,
  },
  {
    uuid: 'sim_roulette',
    name: 'Simulator Roulette',
    provider: 'Ficha Simulator',
    type: 'roulette',
    image: null,
    technology: 'html5',
    has_lobby: 0,
    is_mobile: 0,
    has_freespins: 0,
    blocked_countries: ['US'],
    enabled: true,
  },
  {
    uuid: 'sim_blocked',
    name: 'Simulator Blocked in Brazil',
    provider: 'Ficha Simulator',
    type: 'slots',
    is_mobile: 1,
    blocked_countries: ['BR'],
    enabled: true,
  },
  {
    uuid: 'sim_retired',
    name: 'Simulator Withdrawn',
    provider: 'Ficha Simulator',
    type: 'slots',
    is_mobile: 1,
    blocked_countries: [],
    enabled: false,
  },
]

/** Games per page of GET /games: small, so a list of four takes two pages and the paging is exercised. */
const PER_PAGE = 2

type Session = GameSession

/** The operator's wallet over HTTP: POST <walletUrl>/gp/slotegrator, form-encoded. */
const httpTransport =
  (walletUrl: string): Transport =>
  async (body, headers) => {
    const response = await fetch(`${walletUrl.replace(/\/+$/, '')}/gp/slotegrator`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    })
    return (await response.json()) as Answer
  }

/** Centavos as GIS writes amounts: reais with two decimals. */
const decimal = (centavos: number) => (centavos / 100).toFixed(2)

export interface RunningSlotegratorSimulator {
  /** The simulator's base URL: SLOTEGRATOR_API_URL for the operator. */
  url: string
  /** SLOTEGRATOR_MERCHANT_ID and SLOTEGRATOR_MERCHANT_KEY for the operator: one key signs both ways. */
  merchantId: string
  merchantKey: string
  simulator: SlotegratorSimulator
  close: () => Promise<void>
}

export interface SlotegratorSimulatorOptions {
  /** Where the operator serves /gp/slotegrator (its origin), or the transport to it (a test's inject). */
  wallet: string | Transport
  port?: number
  host?: string
}

/** Starts the simulator's HTTP side; port 0 picks a free one. */
export const startSlotegratorSimulator = async (
  options: SlotegratorSimulatorOptions,
): Promise<RunningSlotegratorSimulator> => {
  const { wallet } = options
  const simulator = new SlotegratorSimulator(typeof wallet === 'string' ? httpTransport(wallet) : wallet)
  const sessions = new Map<string, Session>()
  /** The player and session of the last games/init: self-validate plays with them, as GIS does. */
  let launched: Player | null = null
  let base = ''

  /** Whether the call is the merchant's, signed over its parameters (a query or form body) and auth headers. */
  const signed = (request: IncomingMessage, query: string): boolean =>
    simulator.signedByMerchant(query, (name) => {
      const value = request.headers[name.toLowerCase()]
      return Array.isArray(value) ? value[0] : value
    })

  const listPage = (params: Map<string, string>) => {
    const page = Math.max(1, Number(params.get('page') ?? 1) || 1)
    const pageCount = Math.ceil(SIMULATOR_GAMES.length / PER_PAGE)
    return {
      items: SIMULATOR_GAMES.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      _meta: { totalCount: SIMULATOR_GAMES.length, pageCount, currentPage: page, perPage: PER_PAGE },
    }
  }

  const init = (params: Map<string, string>) => {
    const game = SIMULATOR_GAMES.find((entry) => entry.uuid === params.get('game_uuid'))
    const user = params.get('player_id')
    const token = params.get('session_id')
    if (!game || !user || !token || params.get('currency') !== 'BRL')
      return { status: 422, body: { message: 'unknown game, player or session, or another currency' } }
    if (!game.enabled) return { status: 422, body: { message: 'game not available' } }
    const id = randomUUID()
    launched = { user, token }
    sessions.set(id, {
      user,
      token,
      gameCode: game.uuid,
      name: game.name,
      lobbyUrl: params.get('return_url') ?? '',
      spins: 0,
    })
    const lang = langOf(params.get('language') ?? null)
    return { status: 200, body: { url: `${base}/game?session=${id}&lang=${lang}` } }
  }

  const spin = async (session: Session, reais: number) => {
    const player = { user: session.user, token: session.token }
    const centavos = Math.round(reais * 100)
    const round = randomUUID()
    const bet = await simulator.call(
      simulator.bet(player, decimal(centavos), { round_id: round, game_uuid: session.gameCode }),
    )
    if (!bet || 'error_code' in bet) return { ...bet, win: 0 }
    const multiplier = SPIN_CYCLE[session.spins % SPIN_CYCLE.length] ?? 0
    session.spins++
    const win = Math.round(centavos * multiplier)
    const paid = await simulator.call(
      simulator.win(player, decimal(win), { round_id: round, game_uuid: session.gameCode, finished: '1' }),
    )
    return { ...paid, win: win / 100 }
  }

  const running = await startSimulatorServer(
    {
      sessions,
      unitsPerReal: 1,
      // The Games API: the list (GET, signed query) and the launch (POST, signed form).
      route: async (request, response, url) => {
        if (request.method === 'POST' && url.pathname === '/self-validate') {
          if (!signed(request, (await read(request)).toString('utf8')))
            json(response, 401, { message: 'invalid signature' })
          else if (!launched)
            json(response, 200, {
              success: false,
              log: ['No game launched yet: launch one, its player and session are used'],
            })
          else json(response, 200, await selfValidate(simulator, launched))
          return true
        }
        const list = request.method === 'GET' && url.pathname === '/games'
        if (!list && !(request.method === 'POST' && url.pathname === '/games/init')) return false
        const query = list ? url.search.slice(1) : (await read(request)).toString('utf8')
        const params = [...new URLSearchParams(query)]
        if (!signed(request, query)) json(response, 401, { message: 'invalid signature' })
        else if (list) json(response, 200, listPage(new Map(params)))
        else {
          const answer = init(new Map(params))
          json(response, answer.status, answer.body)
        }
        return true
      },
      balance: (session) => simulator.send(simulator.balance({ user: session.user, token: session.token })),
      spin,
    },
    options,
  )
  base = running.url
  return {
    ...running,
    merchantId: simulator.merchantId,
    merchantKey: simulator.merchantKey,
    simulator,
  }
}
