import { CRASH_GAME_SLUG } from '@src/contract/crash'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { games } from '../../db/schema/catalogue'
import { type GameWithLimits, gameWithLimitsColumns } from '../games'

/** The crash game's catalogue row: its id names its shown rounds, its limits bound the stakes. */
export interface CrashGame extends GameWithLimits {
  enabled: boolean
  rtpBps: number | null
}

/** The crash game of the catalogue (seeds/crash.ts adds it), switched on or not; undefined before the seed. */
export const findCrashGame = async (db: Db): Promise<CrashGame | undefined> => {
  const [game] = await db
    .select({ ...gameWithLimitsColumns, enabled: games.enabled, rtpBps: games.rtpBps })
    .from(games)
    .where(eq(games.slug, CRASH_GAME_SLUG))
  return game
}
