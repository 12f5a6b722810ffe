import type { Game, GameIndex, GamePage } from '@src/contract/catalogue'
import type { Paged } from '@src/contract/paging'
import type { Lang } from '@src/i18n/languages'
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { gameCategories, games } from '../../db/schema/catalogue'
import { gameImage } from './art'
import { searchText } from './searchText'

interface GameRow {
  game: typeof games.$inferSelect
  category: typeof gameCategories.$inferSelect
}

export const toGame = ({ game, category }: GameRow, lang: Lang): Game => ({
  id: game.id,
  slug: game.slug,
  name: localize(game.name, lang),
  category: category.slug,
  provider: game.provider,
  image: gameImage(game.image, game.slug),
  ...(game.rtpBps !== null && { rtp: game.rtpBps / 100 }),
  ...(game.volatility !== null && { volatility: game.volatility }),
  ...(game.studio !== null && { studio: game.studio }),
  ...(game.featured && { featured: true }),
  ...(game.markedNew && { new: true }),
  ...(game.tags.length > 0 && { tags: game.tags }),
})

/** The lobby's games: enabled, and of one provider when a filter names it. */
export const listed = (provider?: string): SQL | undefined =>
  provider === undefined
    ? eq(games.enabled, true)
    : and(eq(games.enabled, true), eq(games.provider, provider))

/** Games with their category, to filter; `games.enabled` is for the caller to require. */
export const enabledGames = (db: Db) =>
  db
    .select({ game: games, category: gameCategories })
    .from(games)
    .innerJoin(gameCategories, eq(gameCategories.id, games.categoryId))

export const GAME_ORDER = [asc(games.sort), asc(games.id)]

/** index/game_index: categories in their order, each with its enabled games; empty categories left out. */
export const gameIndex = async (db: Db, lang: Lang, provider?: string): Promise<GameIndex> => {
  const rows = await enabledGames(db)
    .where(listed(provider))
    .orderBy(asc(gameCategories.sort), asc(gameCategories.id), ...GAME_ORDER)
  const groups = new Map<number, GameIndex[number]>()
  for (const row of rows) {
    let group = groups.get(row.category.id)
    if (!group) {
      group = {
        id: row.category.id,
        slug: row.category.slug,
        name: localize(row.category.name, lang),
        games: [],
      }
      groups.set(row.category.id, group)
    }
    group.games.push(toGame(row, lang))
  }
  return [...groups.values()]
}

const gamePage = async (
  db: Db,
  where: SQL | undefined,
  lang: Lang,
  pageNumber: number,
  limit: number,
): Promise<Paged<Game>> => {
  const condition = and(eq(games.enabled, true), where)
  const [rows, [total]] = await Promise.all([
    enabledGames(db)
      .where(condition)
      .orderBy(...GAME_ORDER)
      .limit(limit)
      .offset((pageNumber - 1) * limit),
    db.select({ value: count() }).from(games).where(condition),
  ])
  return { list: rows.map((row) => toGame(row, lang)), total: total?.value ?? 0, page: pageNumber, limit }
}

export type GameListFilter = { category: string } | { provider: string }

/** index/game_detai: one category's or provider's games; undefined when no such category or provider exists. */
export const gameList = async (
  db: Db,
  filter: GameListFilter,
  lang: Lang,
  pageNumber: number,
  limit: number,
): Promise<GamePage | undefined> => {
  if ('category' in filter) {
    const [category] = await db.select().from(gameCategories).where(eq(gameCategories.slug, filter.category))
    if (!category) return undefined
    const list = await gamePage(db, eq(games.categoryId, category.id), lang, pageNumber, limit)
    return { ...list, title: localize(category.name, lang) }
  }
  const [known] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.provider, filter.provider))
    .limit(1)
  if (!known) return undefined
  const list = await gamePage(db, eq(games.provider, filter.provider), lang, pageNumber, limit)
  return { ...list, title: filter.provider }
}

/** LIKE treats % and _ as wildcards and \ as their escape: a keyword matches only itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * index/game_like: enabled games whose name, in any language, contains the keyword, ignoring case and
 * accents ('farao' finds 'Tesouro do Faraó'). A keyword of only spaces or marks finds nothing.
 */
export const searchGames = async (
  db: Db,
  keyword: string,
  lang: Lang,
  pageNumber: number,
  limit: number,
  provider?: string,
): Promise<Paged<Game>> => {
  const needle = searchText(keyword)
  if (!needle) return { list: [], total: 0, page: pageNumber, limit }
  const matches = like(games.searchText, `%${likeLiteral(needle)}%`)
  return gamePage(
    db,
    provider === undefined ? matches : and(matches, eq(games.provider, provider)),
    lang,
    pageNumber,
    limit,
  )
}
