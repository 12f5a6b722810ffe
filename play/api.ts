import { DEFAULT_TIMEOUT } from '../src/api/messages'
import { GAME_TOKEN_HEADER } from '../src/constants'
import type { Endpoints } from '../src/contract/endpoints'
import type { Envelope } from '../src/contract/envelope'

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
  ) {
    super(message)
    this.name = 'GameError'
  }
}

export interface GameApi {
  call<P extends GamePath>(path: P, body?: Body<P>): Promise<Data<P>>
}

/** The game page's calls to /api/game/*, in the player's language, with the game session token. */
export const createGameApi = ({
  lang,
  token,
  noAnswer,
}: {
  lang: string
  token: () => string | null
  /** The message when no answer came, in the player's language. */
  noAnswer: string
}): GameApi => ({
  async call(path, body) {
    const current = token()
    let envelope: Envelope<unknown>
    try {
      const response = await fetch(`/api/game/${path}`, {
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
      envelope = (await response.json()) as Envelope<unknown>
    } catch {
      throw new GameError(noAnswer, NO_ANSWER)
    }
    if (envelope.code !== 1) throw new GameError(envelope.msg, envelope.code)
    return envelope.data as never
  },
})
