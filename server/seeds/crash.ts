import { CRASH_GAME_SLUG } from '@src/contract/crash'
import { games } from '../db/schema/catalogue'
import { ensureCategories, gameSearchText } from '../services/games'
import type { Seed } from './seed'

const NAME = { pt: 'Crash', en: 'Crash', sw: 'Crash', zh: 'Crash' }

/**
 * The crash game (docs/games.md, Crash) in the catalogue, added when missing (the operator's edits kept): Ficha's
 * own, in a category of its own, its art drawn from its name, its RTP the default edge's (admin/crash_settings keeps
 * it equal to 100 % minus the edge: the races score its stakes by it), stakes from R$ 1 to R$ 500.
 */
export const seedCrash: Seed = async (db) => {
  // A category of its own, after the slots' three.
  const ids = await ensureCategories(db, [{ slug: 'crash', name: NAME, sort: 4 }])
  const categoryId = ids.get('crash')
  if (categoryId === undefined) throw new Error('The crash category is missing')
  await db
    .insert(games)
    .values({
      slug: CRASH_GAME_SLUG,
      name: NAME,
      categoryId,
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
