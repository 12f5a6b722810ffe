import type { Db } from '../../db'
import { type ProviderGame, type SyncResult, syncProviderGames } from '../catalogue'
import type { SlotegratorConfig } from './config'
import { isSet, type ListedGame, slotegratorGames } from './games'
import { PROVIDER } from './protocol'

/** One GET games entry as the catalogue keeps it (docs/providers.md, readings for the Games API). */
const toProviderGame = (game: ListedGame): ProviderGame => ({
  code: game.uuid,
  name: game.name,
  studio: game.provider ?? null,
  category: game.type ?? null,
  image: game.image ?? null,
  background: null,
  // Every game plays on a desktop; is_mobile says it plays on a phone too.
  devices: isSet(game.is_mobile) ? ['desktop', 'mobile'] : ['desktop'],
  demo: isSet(game.has_demo),
  blockedCountries: (game.blocked_countries ?? []).map((country) => country.toUpperCase()),
  // The list is of the games enabled for the merchant: an entry without the flag is offered.
  enabled: game.enabled === undefined || isSet(game.enabled),
  // GIS's list carries neither.
  rtpBps: null,
  volatility: null,
})

/** Reads Slotegrator's game list (every page) and writes it into the catalogue. */
export const syncSlotegratorGames = async (
  db: Db,
  config: SlotegratorConfig,
  send?: typeof fetch,
): Promise<SyncResult> => {
  const list = await slotegratorGames(config, send).list()
  return syncProviderGames(db, PROVIDER, list.map(toProviderGame))
}
