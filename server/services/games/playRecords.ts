import type { PlayRecordPage } from '@src/contract/records'
import type { Lang } from '@src/i18n/languages'
import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { readPage } from '../../db/paging'
import { games } from '../../db/schema/catalogue'
import { rounds } from '../../db/schema/rounds'

/** index/find_bets: the player's rounds, newest first, a page at a time, the game named in `lang`. */
export const findBets = async (
  db: Db,
  userId: number,
  lang: Lang,
  page: number,
  limit: number,
): Promise<PlayRecordPage> => {
  const mine = eq(rounds.userId, userId)
  return readPage(
    db
      .select({ round: rounds, gameName: games.name })
      .from(rounds)
      .innerJoin(games, eq(games.id, rounds.gameId))
      .where(mine)
      .orderBy(desc(rounds.startedAt), desc(rounds.id)),
    db.select({ value: count() }).from(rounds).where(mine),
    { page, limit },
    (rows) =>
      rows.map(({ round, gameName }) => ({
        id: round.id,
        gameName: localize(gameName, lang),
        betAmount: round.bet,
        settledAmount: round.win,
        profit: round.win - round.bet,
        startedAt: round.startedAt.toISOString(),
        endedAt: round.endedAt?.toISOString() ?? null,
      })),
  )
}
