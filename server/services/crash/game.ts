import { CRASH_GAME_SLUG } from '@src/contract/crash'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { games } from '../../db/schema/catalogue'

/** The crash game's catalogue row: its id names its shown rounds, its limits bound the stakes. */
export interface CrashGame {
  id: number
  slug: string
  name: Localized
  minBet: number
  maxBet: number
  enabled: boolean
  rtpBps: number | null
}

/** The crash game of the catalogue (seeds/crash.ts adds it), switched on or not; undefined before the seed. */
export const findCrashGame = async (db: Db): Promise<CrashGame | undefined> => {
  const [game] = await db
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      minBet: games.minBet,
      maxBet: games.maxBet,
      enabled: games.enabled,
      rtpBps: games.rtpBps,
    })
    .from(games)
    .where(eq(games.slug, CRASH_GAME_SLUG))
  return game
}
