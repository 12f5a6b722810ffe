import type { App } from '@server/app'
import type { Db } from '@server/db'
import { users } from '@server/db/schema/users'
import { findPlayableGame, type PlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import { transfer } from '@server/services/ledger'
import { GAME_TOKEN_HEADER } from '@src/constants'
import type { Envelope } from '@src/contract/envelope'
import type { GameLaunch, GameSessionToken } from '@src/contract/game'
import { eq } from 'drizzle-orm'
import { beforeAll } from 'vitest'
import { call, createPlayer, type Player, type TestServer } from '../helpers'

let funding = 0

/** Credits a player's game balance through the ledger (credit conversion is another issue's call). */
export const fundGame = async (db: Db, userId: number, amount: number): Promise<void> => {
  funding += 1
  await transfer(db, {
    key: `test:fund:${userId}:${funding}:${Date.now()}`,
    reason: 'adjustment',
    reference: `test:${userId}`,
    from: { system: 'deposits' },
    to: { userId, kind: 'game' },
    amount,
  })
}

export const playable = async (db: Db, slug: string): Promise<PlayableGame> => {
  const game = await findPlayableGame(db, { slug })
  if (!game) throw new Error(`No playable ${slug}`)
  return game
}

export const userIdOf = async (db: Db, phone: string): Promise<number> => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  if (!user) throw new Error(`No user ${phone}`)
  return user.id
}

/** The launch token in an in_game URL's fragment (the URL is relative to the server). */
export const launchTokenOf = (url: string): string =>
  new URLSearchParams(new URL(url, 'http://localhost').hash.slice(1)).get('launch') ?? ''

/** index/in_game then game/open, as the framebox and the game page do: answers the game session token. */
/** POST /api/index/in_game: the player launches the game `slug`. */
export const launchGame = <T = GameLaunch>(app: App, player: Pick<Player, 'token'>, slug: string) =>
  call<T>(app, 'index/in_game', { slug }, { token: player.token })

export const openGame = async (app: App, player: Player, slug: string): Promise<string> => {
  const launch = await launchGame(app, player, slug)
  if (launch.code !== 1) throw new Error(`in_game failed: ${launch.code} ${launch.msg}`)
  const opened = await call<GameSessionToken>(app, 'game/open', { launch: launchTokenOf(launch.data.url) })
  if (opened.code !== 1) throw new Error(`game/open failed: ${opened.code} ${opened.msg}`)
  return opened.data.token
}

/** POST /api/game/<path> with the game session token. */
export const gameCall = async <T = unknown>(
  app: App,
  path: string,
  gameToken: string,
  body?: unknown,
  lang?: string,
): Promise<Envelope<T>> => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/game/${path}`,
    headers: { [GAME_TOKEN_HEADER]: gameToken, ...(lang ? { vuelang: lang } : {}) },
    payload: (body ?? {}) as object,
  })
  return response.json()
}

/** POST /api/game/spin with the game session token: one round of `body` (bet, clientRoundId), in `lang`. */
export const spinCall = <T = unknown>(app: App, gameToken: string, body: unknown, lang?: string) =>
  gameCall<T>(app, 'spin', gameToken, body, lang)

/**
 * A file's direct play on two games, read before its tests ('fruta-tropical' as `playing.game`, 'samba-night'
 * as `playing.other`): players funded in the game wallet, and spins whose client round ids count up under
 * `prefix`.
 */
export const directPlay = (given: { server: TestServer }, prefix: string) => {
  const playing = {} as { game: PlayableGame; other: PlayableGame }
  let spins = 0
  beforeAll(async () => {
    playing.game = await playable(given.server.db, 'fruta-tropical')
    playing.other = await playable(given.server.db, 'samba-night')
  })
  const nextRoundId = () => `${prefix}-${spins++}`
  const funded = async (amount = 1_000_000): Promise<Player> => {
    const player = await createPlayer(given.server.app)
    await fundGame(given.server.db, player.user.id, amount)
    return player
  }
  const play = (player: Player, bet = 100, on = playing.game) =>
    spin(given.server.db, { userId: player.user.id, game: on, bet, clientRoundId: nextRoundId() })
  return { playing, nextRoundId, funded, play }
}
