import { inArray } from 'drizzle-orm'
import type { Volatility } from '../../../src/contract/catalogue'
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
 * The original titles of Ficha's own provider: only games the slot engine can play. RTP and volatility are
 * what each title's paytable gives, computed exactly in docs/games.md (RTP rounded to basis points).
 */
const GAMES: { slug: string; category: string; name: Localized; rtpBps: number; volatility: Volatility }[] = [
  {
    slug: 'fruta-tropical',
    category: 'classic',
    name: { zh: '热带水果', en: 'Tropical Fruit', sw: 'Matunda ya Kitropiki', pt: 'Fruta Tropical' },
    rtpBps: 9640,
    volatility: 'low',
  },
  {
    slug: 'tesouro-do-farao',
    category: 'adventure',
    name: { zh: '法老宝藏', en: "Pharaoh's Treasure", sw: 'Hazina ya Farao', pt: 'Tesouro do Faraó' },
    rtpBps: 9601,
    volatility: 'high',
  },
  {
    slug: 'samba-night',
    category: 'party',
    name: { zh: '桑巴之夜', en: 'Samba Night', sw: 'Usiku wa Samba', pt: 'Noite do Samba' },
    rtpBps: 9618,
    volatility: 'medium',
  },
  {
    slug: 'dragao-dourado',
    category: 'adventure',
    name: { zh: '金龙', en: 'Golden Dragon', sw: 'Joka la Dhahabu', pt: 'Dragão Dourado' },
    rtpBps: 9580,
    volatility: 'high',
  },
]

/** Categories and games by slug: missing ones are added, existing ones (and the operator's edits) kept. */
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
        rtpBps: game.rtpBps,
        volatility: game.volatility,
        sort: index + 1,
        searchText: gameSearchText({ ...game.name, slug: game.slug.replaceAll('-', ' ') }),
      })),
    )
    .onConflictDoNothing({ target: games.slug })
}
