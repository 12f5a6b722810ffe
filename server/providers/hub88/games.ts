import { type Static, Type } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { GAMES_API_TIMEOUT_MS, GamesApiError, gamesApiAnswer } from '../gamesApi'
import type { Hub88Config } from './config'
import { hub88Post } from './request'

/**
 * Hub88's Games API as the operator calls it (docs/providers.md): `game/list` and `game/url` under
 * /operator/generic/v2/ of HUB88_API_URL, each body signed with the operator's private key in
 * X-Hub88-Signature over the exact bytes sent. Fields the documentation does not list are accepted.
 */

/** Hub88's platform values for game/url (and the platforms of game/list). */
export const PLATFORMS = { desktop: 'GPL_DESKTOP', mobile: 'GPL_MOBILE' } as const
export type Device = keyof typeof PLATFORMS

/** One game of game/list, as far as Ficha reads it; every other field is ignored. */
const ListedGame = Type.Object({
  game_code: Type.String({ minLength: 1, maxLength: 200 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  /** The studio (Hub88 calls it the product). */
  product: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  url_thumb: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  url_background: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  platforms: Type.Optional(Type.Array(Type.String({ maxLength: 50 }))),
  blocked_countries: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 10 })), Type.Null()])),
  enabled: Type.Optional(Type.Boolean()),
  demo_game_support: Type.Optional(Type.Boolean()),
  /** Percent (96.5); not every list carries it. */
  rtp: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()])),
  volatility: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
})
export type ListedGame = Static<typeof ListedGame>
const listedGame = TypeCompiler.Compile(ListedGame)

/**
 * One gameplay transaction of transactions/list, as far as Ficha reads it (docs/providers.md, readings):
 * the Wallet API call that made it (`type` bet, win or rollback), its ids and amount in 1/100,000.
 */
const ReportedTransaction = Type.Object({
  transaction_uuid: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.String({ maxLength: 50 }),
  user: Type.String({ minLength: 1, maxLength: 200 }),
  round: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  game_code: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  currency: Type.Optional(Type.String({ maxLength: 10 })),
  amount: Type.Optional(Type.Integer({ minimum: 0 })),
  reference_transaction_uuid: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  is_free: Type.Optional(Type.Boolean()),
  round_closed: Type.Optional(Type.Boolean()),
  /** TS_SUCCESS, or TS_DECLINED: the transaction was declined and moved nothing (Transactions API). */
  status: Type.Optional(Type.String({ maxLength: 50 })),
})
export type ReportedTransaction = Static<typeof ReportedTransaction>
const reportedTransaction = TypeCompiler.Compile(ReportedTransaction)

/**
 * transactions/list's filter: a time range (UTC, to the second, both ends included) or one round; a
 * transfer-wallet site names its sub_partner_id (its own transactions only).
 */
export type TransactionsQuery = ({ start: Date; end: Date } | { round: string; user?: string }) & {
  subPartnerId?: string
}

/** Hub88's ISO-8601 extended date and time without a zone (read as UTC): 2017-11-05T13:15:30. */
const hub88Time = (date: Date) => date.toISOString().slice(0, 19)

/** What a launch sends to game/url (the user and token are the gateway's provider player id and session). */
export interface GameUrlRequest {
  user: string
  token: string
  gameCode: string
  currency: string
  /** Hub88's language code (two letters). */
  lang: string
  device: Device
  country: string
  ip: string
  lobbyUrl: string
  depositUrl: string
}

type Fetch = typeof fetch

/** A Games API client for these settings; `send` is the HTTP client (fetch, or a test's). */
export const hub88Games = (config: Hub88Config, send: Fetch = fetch, timeoutMs = GAMES_API_TIMEOUT_MS) => {
  const post = async (path: string, body: Record<string, unknown>): Promise<unknown> => {
    const { apiUrl, privateKey, operatorId } = config
    if (!apiUrl || !privateKey || operatorId === undefined)
      throw new GamesApiError(
        'Hub88 Games API: HUB88_API_URL, HUB88_OPERATOR_ID or HUB88_PRIVATE_KEY not set',
      )
    const text = JSON.stringify({ ...body, operator_id: operatorId })
    return gamesApiAnswer(`Hub88 ${path}`, () =>
      hub88Post(send, { apiUrl, privateKey }, path, text, timeoutMs),
    )
  }

  return {
    /** game/list: every game the operator may offer; entries Ficha cannot read are skipped. */
    async list(): Promise<ListedGame[]> {
      const answer = await post('game/list', {})
      if (!Array.isArray(answer)) throw new GamesApiError('Hub88 game/list: the answer is not a list')
      return answer.filter((game): game is ListedGame => listedGame.Check(game))
    },

    /** game/url: the address of the game for this player and session, to frame. */
    async url(request: GameUrlRequest): Promise<string> {
      const answer = await post('game/url', {
        user: request.user,
        token: request.token,
        platform: PLATFORMS[request.device],
        game_code: request.gameCode,
        currency: request.currency,
        lang: request.lang,
        lobby_url: request.lobbyUrl,
        deposit_url: request.depositUrl,
        country: request.country,
        ip: request.ip,
      })
      const url = (answer as { url?: unknown } | null)?.url
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new GamesApiError('Hub88 game/url: no game address in the answer')
      return url
    },

    /**
     * transactions/list: the gameplay transactions Hub88 holds for a time range or a round. An entry Ficha
     * cannot read fails the call (a reconciliation must not skip what it cannot compare).
     */
    async transactions(query: TransactionsQuery): Promise<ReportedTransaction[]> {
      const answer = await post('transactions/list', {
        ...('round' in query
          ? { round: query.round, ...(query.user ? { user: query.user } : {}) }
          : { start_time: hub88Time(query.start), end_time: hub88Time(query.end) }),
        ...(query.subPartnerId ? { sub_partner_id: query.subPartnerId } : {}),
      })
      const list = Array.isArray(answer)
        ? answer
        : (answer as { transactions?: unknown } | null)?.transactions
      if (!Array.isArray(list)) throw new GamesApiError('Hub88 transactions/list: the answer is not a list')
      const unreadable = list.find((entry) => !reportedTransaction.Check(entry))
      if (unreadable !== undefined)
        throw new GamesApiError(
          `Hub88 transactions/list: an entry cannot be read (${JSON.stringify(unreadable).slice(0, 200)})`,
        )
      return list as ReportedTransaction[]
    },
  }
}
