import type { CrashSettings } from '@src/contract/crash'
import { CRASH_GAME_SLUG } from '@src/contract/crash'
import { desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { games } from '../../db/schema/catalogue'
import { crashChains } from '../../db/schema/crash'
import { recordAudit } from '../audit'
import { findCrashGame } from './game'

/** The edge a first chain takes: 100 % minus the catalogue's RTP of the game (300 before the seed). */
export const crashEdgeOf = (game: { rtpBps: number | null } | undefined): number =>
  game?.rtpBps ? 10_000 - game.rtpBps : 300

/** The edge the next rounds take: the newest chain's. */
export const crashSettings = async (db: Db): Promise<CrashSettings> => {
  const [chain] = await db
    .select({ edgeBps: crashChains.edgeBps })
    .from(crashChains)
    .orderBy(desc(crashChains.firstRound))
    .limit(1)
  const game = await findCrashGame(db)
  return { edgeBps: chain?.edgeBps ?? crashEdgeOf(game), enabled: game?.enabled ?? false }
}

/**
 * Sets the house edge of the rounds created from now on (a round keeps the edge it was created with, shown with
 * it): on every chain still to be played, and as the game's RTP in the catalogue (10000 - edge), which the races
 * score its stakes by (ficha_race_weight). Before any chain, the first one takes it.
 */
export const setCrashEdge = async (
  db: Db,
  operator: { id: number; ip: string },
  edgeBps: number,
): Promise<void> => {
  const before = (await crashSettings(db)).edgeBps
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ firstRound: crashChains.firstRound })
      .from(crashChains)
      .where(sql`${crashChains.position} < ${crashChains.length}`)
      .orderBy(crashChains.firstRound)
      .limit(1)
    if (current)
      await tx.update(crashChains).set({ edgeBps }).where(gte(crashChains.firstRound, current.firstRound))
    await tx
      .update(games)
      .set({ rtpBps: 10_000 - edgeBps })
      .where(eq(games.slug, CRASH_GAME_SLUG))
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'game.crash_edge',
      target: `game:${CRASH_GAME_SLUG}`,
      before: { edgeBps: before },
      after: { edgeBps },
      ip: operator.ip,
    })
  })
}
