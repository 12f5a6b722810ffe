import { type Static, Type } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { urlUnder } from '../apiUrl'
import { GAMES_API_TIMEOUT_MS, GamesApiError, gamesApiAnswer } from '../gamesApi'
import type { SlotegratorConfig } from './config'
import { type Form, httpBuildQuery } from './phpForm'
import { signedHeaders } from './signature'

/**
 * Slotegrator's GIS Games API as the operator calls it (docs/providers.md): `GET games` (the game list,
 * page by page) and `POST games/init` (a game's address for a player and session) under
 * SLOTEGRATOR_API_URL. Each call is signed as GIS signs its callbacks: X-Merchant-Id, X-Timestamp, a fresh
 * X-Nonce and X-Sign, the HMAC-SHA1 with the merchant key over the query's (GET) or the form body's (POST)
 * parameters and those headers, ksorted and written by http_build_query (signature.ts). Fields the description does not list are ignored.
 */

/** Pages read at most in one sync: a list longer than this is refused rather than read in part. */
const MAX_PAGES = 200

/** GIS's device values for games/init. */
const DEVICES = { desktop: 'desktop', mobile: 'mobile' } as const
type Device = keyof typeof DEVICES

/** A flag as GIS writes it: a boolean, 0/1 or "0"/"1". */
const Flag = Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 5 })])

/** One game of the list, as far as Ficha reads it. */
const ListedGame = Type.Object({
  uuid: Type.String({ minLength: 1, maxLength: 200 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  /** The studio (GIS calls it the provider). */
  provider: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  /** GIS's game type (slots, roulette, live…): the category text. */
  type: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  image: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  is_mobile: Type.Optional(Flag),
  has_demo: Type.Optional(Flag),
  /** Not in the public description: read when present (docs/providers.md, readings). */
  blocked_countries: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 10 })), Type.Null()])),
  enabled: Type.Optional(Flag),
})
export type ListedGame = Static<typeof ListedGame>
const listedGame = TypeCompiler.Compile(ListedGame)

/** GIS's self-validate answer: whether every check passed, and its log. */
const SelfValidation = Type.Object({
  success: Type.Boolean(),
  log: Type.Array(Type.String({ maxLength: 100_000 }), { maxItems: 10_000 }),
})
type SelfValidation = Static<typeof SelfValidation>
const selfValidation = TypeCompiler.Compile(SelfValidation)
/** GIS's checks make dozens of wallet calls, each allowed seconds: the answer may take minutes. */
const SELF_VALIDATE_TIMEOUT_MS = 300_000

/** What a launch sends to games/init (player_id and session_id are the gateway's player id and session). */
export interface InitRequest {
  gameUuid: string
  playerId: string
  playerName: string
  currency: string
  sessionId: string
  returnUrl: string
  language: string
  device: Device
}

/** A flag's truth: true, 1 or "1" (and "true"). */
export const isSet = (flag: ListedGame['is_mobile']): boolean =>
  flag === true || flag === 1 || flag === '1' || flag === 'true'

type Fetch = typeof fetch

/** A Games API client for these settings; `send` is the HTTP client (fetch, or a test's). */
export const slotegratorGames = (
  config: SlotegratorConfig,
  send: Fetch = fetch,
  timeoutMs = GAMES_API_TIMEOUT_MS,
) => {
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    params: Form,
    waitMs = timeoutMs,
  ): Promise<unknown> => {
    const { apiUrl, merchantId, merchantKey } = config
    if (!apiUrl || !merchantId || !merchantKey)
      throw new GamesApiError(
        'Slotegrator Games API: SLOTEGRATOR_API_URL, SLOTEGRATOR_MERCHANT_ID or SLOTEGRATOR_MERCHANT_KEY not set',
      )
    const headers: Record<string, string> = {
      ...signedHeaders(params, merchantId, merchantKey),
      accept: 'application/json',
    }
    const form = httpBuildQuery(params)
    const url = urlUnder(apiUrl, path)
    if (method === 'GET') url.search = form
    else headers['content-type'] = 'application/x-www-form-urlencoded'
    return gamesApiAnswer(`Slotegrator ${path}`, () =>
      send(url, {
        method,
        headers,
        ...(method === 'POST' ? { body: form } : {}),
        signal: AbortSignal.timeout(waitMs),
      }),
    )
  }

  return {
    /** GET games, every page (`_meta.pageCount`); entries Ficha cannot read are skipped. */
    async list(): Promise<ListedGame[]> {
      const games: ListedGame[] = []
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = (await call('GET', 'games', [['page', String(page)]])) as {
          items?: unknown
          _meta?: { pageCount?: unknown }
        } | null
        if (!answer || !Array.isArray(answer.items))
          throw new GamesApiError('Slotegrator games: the answer has no items')
        games.push(...answer.items.filter((game): game is ListedGame => listedGame.Check(game)))
        const pages = Number(answer._meta?.pageCount ?? 1)
        if (!Number.isSafeInteger(pages) || page >= pages) return games
      }
      throw new GamesApiError(`Slotegrator games: more than ${MAX_PAGES} pages`)
    },

    /**
     * POST self-validate: GIS runs its checks against this wallet (calls to /gp/slotegrator with the last
     * launched player and session) and answers whether they passed and its log, line by line.
     */
    async selfValidate(): Promise<SelfValidation> {
      const answer = await call('POST', 'self-validate', [], SELF_VALIDATE_TIMEOUT_MS)
      if (!selfValidation.Check(answer))
        throw new GamesApiError('Slotegrator self-validate: no success and log in the answer')
      return answer
    },

    /** POST games/init: the address of the game for this player and session, to frame. */
    async init(request: InitRequest): Promise<string> {
      const answer = await call('POST', 'games/init', [
        ['game_uuid', request.gameUuid],
        ['player_id', request.playerId],
        ['player_name', request.playerName],
        ['currency', request.currency],
        ['session_id', request.sessionId],
        ['return_url', request.returnUrl],
        ['language', request.language],
        ['device', DEVICES[request.device]],
      ])
      const url = (answer as { url?: unknown } | null)?.url
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new GamesApiError('Slotegrator games/init: no game address in the answer')
      return url
    },
  }
}
