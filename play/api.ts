import { DEFAULT_TIMEOUT, envelopeMessage, statusMessage } from '../src/api/messages'
import { GAME_TOKEN_HEADER } from '../src/constants'
import type { Endpoints } from '../src/contract/endpoints'
import type { Envelope } from '../src/contract/envelope'
import type { Translate } from '../src/i18n/translator'

type GamePath = Extract<keyof Endpoints, `game/${string}`> extends `game/${infer P}` ? P : never
type Body<P extends GamePath> = Endpoints[`game/${P}`]['body']
type Data<P extends GamePath> = Endpoints[`game/${P}`]['data']

/** No answer at all (offline, dropped, timed out): the request may or may not have reached the server. */
export const NO_ANSWER = 0

/** A failed game call: the server's code and translated message, or NO_ANSWER. */
export class GameError extends Error {
  constructor(
    message: string,
    readonly code: number,
    /** The failed envelope's data (1305 carries what the wallet could move in). */
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'GameError'
  }
}

export interface GameApi {
  call<P extends GamePath>(path: P, body?: Body<P>): Promise<Data<P>>
}

/**
 * The game page's calls to /api/game/*, in the player's language, with the game session token. Failures
 * read as the shared client's do (spec §8): the code's own text, else the server's msg, else the default;
 * a status without an envelope as 'Interface NNN exception'; the shared timeout.
 */
export const createGameApi = ({
  lang,
  token,
  t,
  base = '/api/',
}: {
  lang: string
  token: () => string | null
  t: Translate
  /** Where the API answers: the game page's own server. */
  base?: string
}): GameApi => ({
  async call(path, body) {
    const current = token()
    let response: Response
    try {
      response = await fetch(`${base}game/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          vuelang: lang,
          ...(current ? { [GAME_TOKEN_HEADER]: current } : {}),
        },
        body: JSON.stringify(body ?? {}),
        // The shared client's timeout: past it, no answer came.
        signal: AbortSignal.timeout(DEFAULT_TIMEOUT),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new GameError(t(timedOut ? 'api.timeout' : 'play.network'), NO_ANSWER)
    }
    // No envelope (a proxy's error page): the outcome is unknown, so it is answered as no answer (spins are
    // resent with their id), with the status's text.
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null
    if (!envelope) throw new GameError(statusMessage(t, response.status), NO_ANSWER)
    if (envelope.code !== 1)
      throw new GameError(envelopeMessage(t, envelope.code, envelope.msg), envelope.code, envelope.data)
    return envelope.data as never
  },
})
