import { CRASH_GAME_SLUG } from '@src/contract/crash'
import { eq } from 'drizzle-orm'
import { gameCategories, games } from '../db/schema/catalogue'
import { gameSearchText } from '../services/games'
import type { Seed } from './seed'

const NAME = { pt: 'Crash', en: 'Crash', sw: 'Crash', zh: 'Crash' }

/**
 * The crash game (docs/games.md, Crash) in the catalogue, added when missing (the operator's edits kept): Ficha's
 * own, in the party category, its art drawn from its name, its RTP the default edge's (admin/crash_settings keeps
 * it equal to 100 % minus the edge: the races score its stakes by it), stakes from R$ 1 to R$ 500.
 */
export const seedCrash: Seed = async (db) => {
  const [category] = await db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(eq(gameCategories.slug, 'party'))
  if (!category) return
  await db
    .insert(games)
    .values({
      slug: CRASH_GAME_SLUG,
      name: NAME,
      categoryId: category.id,
      image: '',
      rtpBps: 9_700,
      volatility: 'high',
      minBet: 100,
      maxBet: 50_000,
      sort: 100,
      searchText: gameSearchText({ ...NAME, slug: CRASH_GAME_SLUG }),
    })
    .onConflictDoNothing()
}
