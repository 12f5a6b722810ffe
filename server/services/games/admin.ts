import { Code } from '@src/contract/codes'
import type { AdminGame, AdminGames, AdminGamesBody, GameUpdateBody } from '@src/contract/players'
import type { Lang } from '@src/i18n/languages'
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { readPage } from '../../db/paging'
import { gameCategories, games } from '../../db/schema/catalogue'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { gameSearchText, searchText } from './searchText'

/**
 * Game management (console games page): every game as the operator sets it, and its
 * changes, each audited in its transaction. The catalogue tables notify the read cache (migration
 * 0003_read_cache), so every process's lobby drops its copy at the commit; the route awaits readCache.sync().
 */

type GameRow = typeof games.$inferSelect

const toAdminGame = (game: GameRow, category: string): AdminGame => ({
  id: game.id,
  slug: game.slug,
  provider: game.provider,
  category,
  name: game.name,
  description: game.description,
  image: game.image,
  enabled: game.enabled,
  sort: game.sort,
  tags: game.tags,
  lobbyRows: game.lobbyRows,
  markedNew: game.markedNew,
  featured: game.featured,
})

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** admin/games: every game (enabled or not) in lobby order, filtered by a name part or a provider. */
export const listAdminGames = async (
  db: Db,
  { query, provider, page = 1, limit = 20 }: AdminGamesBody,
  lang: Lang,
): Promise<AdminGames> => {
  const needle = query ? searchText(query) : ''
  const where = and(
    needle ? like(games.searchText, `%${likeLiteral(needle)}%`) : undefined,
    provider ? eq(games.provider, provider) : undefined,
  ) as SQL | undefined
  const [listed, categories] = await Promise.all([
    readPage(
      db
        .select({ game: games, category: gameCategories.slug })
        .from(games)
        .innerJoin(gameCategories, eq(gameCategories.id, games.categoryId))
        .where(where)
        .orderBy(asc(games.sort), asc(games.id)),
      db.select({ value: count() }).from(games).where(where),
      { page, limit },
      (rows) => rows.map(({ game, category }) => toAdminGame(game, category)),
    ),
    db.select().from(gameCategories).orderBy(asc(gameCategories.sort), asc(gameCategories.id)),
  ])
  return {
    ...listed,
    categories: categories.map((category) => ({ slug: category.slug, name: localize(category.name, lang) })),
  }
}

/**
 * admin/game_update: the fields given change, in one transaction with an audit row holding each changed
 * field's value before and after. GameNotFound, GameCategoryNotFound.
 */
export const updateGame = async (
  db: Db,
  operator: { id: number; ip: string },
  { id, category, ...fields }: GameUpdateBody,
): Promise<AdminGame> =>
  db.transaction(async (tx) => {
    const [found] = await tx
      .select({ game: games, category: gameCategories.slug })
      .from(games)
      .innerJoin(gameCategories, eq(gameCategories.id, games.categoryId))
      .where(eq(games.id, id))
      .for('update', { of: games })
    if (!found) throw new ApiError(Code.GameNotFound)
    const changes: Partial<GameRow> = { ...fields }
    let categorySlug = found.category
    if (category !== undefined && category !== found.category) {
      const [target] = await tx.select().from(gameCategories).where(eq(gameCategories.slug, category))
      if (!target) throw new ApiError(Code.GameCategoryNotFound)
      changes.categoryId = target.id
      categorySlug = target.slug
    }
    if (fields.name) changes.searchText = gameSearchText(fields.name)
    // A provider's catalogue sync keeps what the operator set (server/providers/catalogue.ts).
    const managed = new Set(found.game.managed)
    if (fields.name) managed.add('name')
    if (category !== undefined) managed.add('category')
    if (fields.image) managed.add('image')
    changes.managed = [...managed]
    if (fields.enabled !== undefined) {
      changes.operatorDisabled = !fields.enabled
      // Switched on, it shows only where its provider offers it.
      changes.enabled =
        fields.enabled && found.game.providerEnabled && !found.game.blockedCountries.includes('BR')
    }
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    for (const [key, value] of Object.entries({ ...fields, ...(category !== undefined && { category }) })) {
      const old = key === 'category' ? found.category : found.game[key as keyof GameRow]
      if (JSON.stringify(old) === JSON.stringify(value)) continue
      before[key] = old
      after[key] = value
    }
    if (Object.keys(after).length === 0) return toAdminGame(found.game, found.category)
    const [updated] = await tx.update(games).set(changes).where(eq(games.id, id)).returning()
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'game.update',
      target: `game:${found.game.slug}`,
      before,
      after,
      ip: operator.ip,
    })
    return toAdminGame(updated ?? found.game, categorySlug)
  })
