import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { games } from '../../db/schema/catalogue'
import type { SlotTitle } from '../../games/engine/model'
import { titleBySlug } from '../../games/titles'

/** A catalogue game as a play reads it: its id, slug and name, and the bet limits its stakes keep to. */
export interface GameWithLimits {
  id: number
  slug: string
  name: Localized
  minBet: number
  maxBet: number
}

/** The columns of a GameWithLimits, for a select that adds its own. */
export const gameWithLimitsColumns = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  minBet: games.minBet,
  maxBet: games.maxBet,
}

/** A catalogue game the engine can play, with its title and bet limits. */
export interface PlayableGame extends GameWithLimits {
  title: SlotTitle
}

/** The enabled game of this id or slug that has a title in the engine; undefined for anything else. */
export const findPlayableGame = async (
  db: Db,
  which: { id: number } | { slug: string },
): Promise<PlayableGame | undefined> => {
  const [game] = await db
    .select(gameWithLimitsColumns)
    .from(games)
    .where(and('id' in which ? eq(games.id, which.id) : eq(games.slug, which.slug), eq(games.enabled, true)))
  const title = game && titleBySlug(game.slug)
  return game && title ? { ...game, title } : undefined
}

/** A provider's game of this id or slug, enabled or not (the launch tells a switched-off one apart). */
export const findProviderGame = async (db: Db, which: { id: number } | { slug: string }) => {
  const [game] = await db
    .select({
      id: games.id,
      slug: games.slug,
      provider: games.provider,
      providerGameCode: games.providerGameCode,
      enabled: games.enabled,
    })
    .from(games)
    .where(
      and(
        'id' in which ? eq(games.id, which.id) : eq(games.slug, which.slug),
        isNotNull(games.providerGameCode),
      ),
    )
  return game?.providerGameCode ? { ...game, providerGameCode: game.providerGameCode } : undefined
}
