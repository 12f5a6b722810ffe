import type { Game } from '@src/contract/catalogue'
import { LOBBY_ROW_SIZE, type MyGames, POPULAR_DAYS } from '@src/contract/lobby'
import type { Lang } from '@src/i18n/languages'
import { and, count, desc, eq, gte, max, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { games } from '../../db/schema/catalogue'
import { favorites } from '../../db/schema/favorites'
import { rounds } from '../../db/schema/rounds'
import { enabledGames, GAME_ORDER, listed, toGame } from './catalogue'

/** Continue playing looks at this many of the player's latest rounds (one index range, however long they played). */
const RECENT_ROUNDS = 500

/**
 * Popular: enabled games by their settled rounds of the last POPULAR_DAYS days, most first (the feed's
 * index on settled rounds by end time). Games nobody played in the window are left out.
 */
export const popularGames = async (db: Db, lang: Lang, provider?: string): Promise<Game[]> => {
  const plays = db
    .select({ gameId: rounds.gameId, plays: count().as('plays') })
    .from(rounds)
    .where(
      and(eq(rounds.settled, true), gte(rounds.endedAt, sql`now() - make_interval(days => ${POPULAR_DAYS})`)),
    )
    .groupBy(rounds.gameId)
    .as('plays')
  const rows = await enabledGames(db)
    .innerJoin(plays, eq(plays.gameId, games.id))
    .where(listed(provider))
    .orderBy(desc(plays.plays), ...GAME_ORDER)
    .limit(LOBBY_ROW_SIZE)
  return rows.map((row) => toGame(row, lang))
}

/** New: enabled games, the most recently added first. */
export const newestGames = async (db: Db, lang: Lang, provider?: string): Promise<Game[]> => {
  const rows = await enabledGames(db)
    .where(listed(provider))
    // The operator's 'new' mark (or pin to the New row) first, then the newest added.
    .orderBy(
      desc(sql`${games.markedNew} or ${games.lobbyRows} @> '["new"]'::jsonb`),
      desc(games.createdAt),
      desc(games.id),
    )
    .limit(LOBBY_ROW_SIZE)
  return rows.map((row) => toGame(row, lang))
}

/** Continue playing: the enabled games of the player's latest rounds, the last played first. */
const recentGames = async (db: Db, userId: number, lang: Lang): Promise<Game[]> => {
  const latest = db
    .select({ gameId: rounds.gameId, startedAt: rounds.startedAt })
    .from(rounds)
    .where(eq(rounds.userId, userId))
    .orderBy(desc(rounds.startedAt), desc(rounds.id))
    .limit(RECENT_ROUNDS)
    .as('latest')
  const played = db
    .select({ gameId: latest.gameId, lastPlayed: max(latest.startedAt).as('last_played') })
    .from(latest)
    .groupBy(latest.gameId)
    .as('played')
  const rows = await enabledGames(db)
    .innerJoin(played, eq(played.gameId, games.id))
    .where(eq(games.enabled, true))
    .orderBy(desc(played.lastPlayed), desc(games.id))
    .limit(LOBBY_ROW_SIZE)
  return rows.map((row) => toGame(row, lang))
}

/** The player's favourites among the enabled games, the last marked first. */
const favoriteGames = async (db: Db, userId: number, lang: Lang): Promise<Game[]> => {
  const rows = await enabledGames(db)
    .innerJoin(favorites, eq(favorites.gameId, games.id))
    .where(and(eq(favorites.userId, userId), eq(games.enabled, true)))
    .orderBy(desc(favorites.createdAt), desc(games.id))
  return rows.map((row) => toGame(row, lang))
}

/** index/my_games: continue playing and favourites. */
export const myGames = async (db: Db, userId: number, lang: Lang): Promise<MyGames> => {
  const [recent, favorite] = await Promise.all([
    recentGames(db, userId, lang),
    favoriteGames(db, userId, lang),
  ])
  return { recent, favorites: favorite }
}

/**
 * index/favorite_set: marks or unmarks a game for the player; repeating a call changes nothing. Answers
 * false when marking a game that does not exist or is switched off (unmarking always succeeds).
 */
export const setFavorite = async (
  db: Db,
  userId: number,
  gameId: number,
  favorite: boolean,
): Promise<boolean> => {
  if (!favorite) {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.gameId, gameId)))
    return true
  }
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.enabled, true)))
  if (!game) return false
  await db.insert(favorites).values({ userId, gameId }).onConflictDoNothing()
  return true
}
