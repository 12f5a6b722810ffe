import { VOLATILITIES, type Volatility } from '@src/contract/catalogue'
import type { Db } from '../../db'
import { type ProviderGame, type SyncResult, syncProviderGames } from '../catalogue'
import type { Hub88Config } from './config'
import { hub88Games, type ListedGame, PLATFORMS } from './games'
import { PROVIDER } from './protocol'

/** RTP in basis points from game/list's percent (a number or a numeric string); null when absent or absurd. */
const rtpOf = (rtp: ListedGame['rtp']): number | null => {
  const percent = typeof rtp === 'string' ? Number(rtp) : rtp
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null
  const bps = Math.round(percent * 100)
  return bps > 0 && bps <= 10_000 ? bps : null
}

const volatilityOf = (value: ListedGame['volatility']): Volatility | null => {
  const text = String(value ?? '').toLowerCase()
  return (VOLATILITIES as readonly string[]).includes(text) ? (text as Volatility) : null
}

/** One game/list entry as the catalogue keeps it. */
const toProviderGame = (game: ListedGame): ProviderGame => ({
  code: game.game_code,
  name: game.name,
  studio: game.product ?? null,
  category: game.category ?? null,
  image: game.url_thumb ?? null,
  background: game.url_background ?? null,
  devices: (Object.keys(PLATFORMS) as (keyof typeof PLATFORMS)[]).filter((device) =>
    // A list without platforms: the game is taken to play on both.
    game.platforms === undefined ? true : game.platforms.includes(PLATFORMS[device]),
  ),
  demo: game.demo_game_support === true,
  blockedCountries: (game.blocked_countries ?? []).map((country) => country.toUpperCase()),
  // A list entry without the flag is offered: the list is of the games enabled for the operator.
  enabled: game.enabled !== false,
  rtpBps: rtpOf(game.rtp),
  volatility: volatilityOf(game.volatility),
})

/** Reads Hub88's game/list and writes it into the catalogue. */
export const syncHub88Games = async (
  db: Db,
  config: Hub88Config,
  send?: typeof fetch,
): Promise<SyncResult> => {
  const list = await hub88Games(config, send).list()
  return syncProviderGames(db, PROVIDER, list.map(toProviderGame))
}
