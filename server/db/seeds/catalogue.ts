import { inArray, sql } from 'drizzle-orm'
import { titleFacts } from '../../games/facts'
import { titleBySlug } from '../../games/titles'
import { assetUrl } from '../../services/assetUrl'
import type { Localized } from '../../services/localized'
import { gameSearchText } from '../../services/searchText'
import { gameCategories, games } from '../schema/catalogue'
import type { Seed } from '.'

const CATEGORIES: { slug: string; name: Localized }[] = [
  { slug: 'classic', name: { zh: '经典', en: 'Classics', sw: 'Za kawaida', pt: 'Clássicos' } },
  { slug: 'adventure', name: { zh: '冒险', en: 'Adventure', sw: 'Matukio', pt: 'Aventura' } },
  { slug: 'party', name: { zh: '派对', en: 'Party', sw: 'Sherehe', pt: 'Festa' } },
]

/**
 * The original titles of Ficha's own provider: only games the slot engine can play. Bet limits (total bet,
 * centavos) are the operator's starting values; RTP and volatility come from the title itself (below).
 */
const GAMES: { slug: string; category: string; name: Localized; minBet: number; maxBet: number }[] = [
  {
    slug: 'fruta-tropical',
    category: 'classic',
    name: { zh: '热带水果', en: 'Tropical Fruit', sw: 'Matunda ya Kitropiki', pt: 'Fruta Tropical' },
    minBet: 50,
    maxBet: 5_000,
  },
  {
    slug: 'tesouro-do-farao',
    category: 'adventure',
    name: { zh: '法老宝藏', en: "Pharaoh's Treasure", sw: 'Hazina ya Farao', pt: 'Tesouro do Faraó' },
    minBet: 100,
    maxBet: 10_000,
  },
  {
    slug: 'samba-night',
    category: 'party',
    name: { zh: '桑巴之夜', en: 'Samba Night', sw: 'Usiku wa Samba', pt: 'Noite do Samba' },
    minBet: 20,
    maxBet: 4_000,
  },
  {
    slug: 'dragao-dourado',
    category: 'adventure',
    name: { zh: '金龙', en: 'Golden Dragon', sw: 'Joka la Dhahabu', pt: 'Dragão Dourado' },
    minBet: 30,
    maxBet: 6_000,
  },
]

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
  await db
    .insert(gameCategories)
    .values(CATEGORIES.map((category, index) => ({ ...category, sort: index + 1 })))
    .onConflictDoNothing({ target: gameCategories.slug })
  const categories = await db
    .select({ id: gameCategories.id, slug: gameCategories.slug })
    .from(gameCategories)
    .where(
      inArray(
        gameCategories.slug,
        CATEGORIES.map((category) => category.slug),
      ),
    )
  const ids = new Map(categories.map((category) => [category.slug, category.id]))
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
