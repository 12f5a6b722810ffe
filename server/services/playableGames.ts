import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { games } from '../db/schema/catalogue'
import type { SlotTitle } from '../games/engine/model'
import { titleBySlug } from '../games/titles'
import type { Localized } from './localized'

/** A catalogue game the engine can play, with its title and bet limits. */
export interface PlayableGame {
  id: number
  slug: string
  name: Localized
  minBet: number
  maxBet: number
  title: SlotTitle
}

/** The enabled game of this id or slug that has a title in the engine; undefined for anything else. */
export const findPlayableGame = async (
  db: Db,
  which: { id: number } | { slug: string },
): Promise<PlayableGame | undefined> => {
  const [game] = await db
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      minBet: games.minBet,
      maxBet: games.maxBet,
    })
    .from(games)
    .where(and('id' in which ? eq(games.id, which.id) : eq(games.slug, which.slug), eq(games.enabled, true)))
  const title = game && titleBySlug(game.slug)
  return game && title ? { ...game, title } : undefined
}
