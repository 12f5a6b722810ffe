import { sql } from 'drizzle-orm'
import { games } from '../db/schema/catalogue'
import { titleFacts } from '../games/facts'
import { titleBySlug } from '../games/titles'
import { assetUrl } from '../services/content'
import { ensureCategories, gameSearchText } from '../services/games'
import catalogue from './catalogue.json'
import type { Seed } from './seed'

/**
 * catalogue.json: the categories, and the original titles of Ficha's own provider: only games the slot engine
 * can play. Bet limits (total bet, centavos) are the operator's starting values; RTP and volatility come from
 * the title itself (below).
 */
const { categories: CATEGORIES, games: GAMES } = catalogue

const titleOf = (slug: string) => {
  const title = titleBySlug(slug)
  if (!title) throw new Error(`Seed game ${slug} has no title in the slot engine`)
  return title
}

/**
 * Categories and games by slug: missing ones are added, existing ones (and the operator's edits) kept, except
 * RTP and volatility, which are the title's own, computed exactly from its paytable (never typed in) and
 * refreshed at every start.
 */
export const seedCatalogue: Seed = async (db) => {
  const ids = await ensureCategories(
    db,
    CATEGORIES.map((category, index) => ({ ...category, sort: index + 1 })),
  )
  const categoryId = (slug: string): number => {
    const id = ids.get(slug)
    if (id === undefined) throw new Error(`Seed game category ${slug} is missing`)
    return id
  }
  await db
    .insert(games)
    .values(
      GAMES.map((game, index) => ({
        slug: game.slug,
        name: game.name,
        categoryId: categoryId(game.category),
        image: assetUrl(`games/${game.slug}.svg`),
        rtpBps: titleFacts(titleOf(game.slug)).rtpBps,
        volatility: titleOf(game.slug).volatility,
        minBet: game.minBet,
        maxBet: game.maxBet,
        sort: index + 1,
        searchText: gameSearchText({ ...game.name, slug: game.slug.replaceAll('-', ' ') }),
      })),
    )
    .onConflictDoUpdate({
      target: games.slug,
      set: { rtpBps: sql`excluded.rtp_bps`, volatility: sql`excluded.volatility` },
    })
}
