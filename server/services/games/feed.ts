import type { WinRow } from '@src/contract/feed'
import type { Lang } from '@src/i18n/languages'
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { type Db, mayNameStatements } from '../../db'
import { localize } from '../../db/localized'
import { games } from '../../db/schema/catalogue'
import { rounds } from '../../db/schema/rounds'
import { users } from '../../db/schema/users'
import { publicName } from '../accounts'
import { gameImage } from './art'

/** A settled round with what the feed shows of it, before the game's name is put in a language. */
const feedRows = (db: Db) =>
  db
    .select({
      id: rounds.id,
      nickname: users.nickname,
      handle: users.handle,
      bet: rounds.bet,
      win: rounds.win,
      endedAt: rounds.endedAt,
      gameName: games.name,
      gameImage: games.image,
      gameSlug: games.slug,
    })
    .from(rounds)
    .innerJoin(users, eq(users.id, rounds.userId))
    .innerJoin(games, eq(games.id, rounds.gameId))

export type FeedRow = Awaited<ReturnType<ReturnType<typeof feedRows>['execute']>>[number]

/** A feed row in the caller's language, the player by nickname or handle, amounts in centavos. */
export const toWinRow = (row: FeedRow, lang: Lang): WinRow => ({
  id: row.id,
  username: publicName(row),
  betAmount: row.bet,
  settledAmount: row.win,
  profit: row.win - row.bet,
  // A settled round always has its end (CHECK rounds_settled_has_end).
  endedAt: (row.endedAt ?? new Date(0)).toISOString(),
  apigames: { name: localize(row.gameName, lang), image: gameImage(row.gameImage, row.gameSlug) },
})

/** The newest settled rounds, newest first: what the live feed's window starts from. */
export const newestFeedRows = (db: Db, count: number): Promise<FeedRow[]> =>
  feedRows(db).where(eq(rounds.settled, true)).orderBy(desc(rounds.endedAt), desc(rounds.id)).limit(count)

/** The newest wins (settled rounds that paid more than their bet), newest first: the winners' window. */
export const newestWinRows = (db: Db, count: number): Promise<FeedRow[]> =>
  feedRows(db)
    .where(and(eq(rounds.settled, true), gt(rounds.win, rounds.bet)))
    .orderBy(desc(rounds.endedAt), desc(rounds.id))
    .limit(count)

/** A win: the round paid more than its bet. */
export const isWin = (row: FeedRow): boolean => row.win > row.bet

/** The settled rounds of an id list, oldest first: every batch of rounds heard asks, so built once per database. */
const bySettledIds = (db: Db) =>
  feedRows(db)
    .where(and(sql`${rounds.id} = any(${sql.placeholder('ids')}::bigint[])`, eq(rounds.settled, true)))
    .orderBy(asc(rounds.endedAt), asc(rounds.id))
    // Unnamed (parsed on each call) where a pooler may hand each call another server connection.
    .prepare(mayNameStatements(db) ? 'ficha_settled_feed_rows' : '')

const prepared = new WeakMap<Db, ReturnType<typeof bySettledIds>>()

/** These settled rounds, oldest first (the live feed's order of arrival). */
export const settledFeedRows = (db: Db, ids: number[]): Promise<FeedRow[]> => {
  let query = prepared.get(db)
  if (!query) {
    query = bySettledIds(db)
    prepared.set(db, query)
  }
  return query.execute({ ids })
}
