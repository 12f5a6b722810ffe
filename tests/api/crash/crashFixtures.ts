import type { App } from '@server/app'
import type { Db } from '@server/db'
import { GAME_TOKEN_HEADER } from '@src/constants'
import type { Envelope } from '@src/contract/envelope'
import { msToReach } from '@src/crash/curve'
import { sql } from 'drizzle-orm'

/** The betting phase's length the tests' rounds take (advanceCrash's timing). */
export const TEST_TIMING = { bettingMs: 60_000, pauseMs: 0 }

/** POST /api/crash/<path> with the crash game's session token. */
export const crashCall = async <T = unknown>(
  app: App,
  path: string,
  gameToken: string,
  body: unknown = {},
): Promise<Envelope<T>> => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/crash/${path}`,
    headers: { [GAME_TOKEN_HEADER]: gameToken },
    payload: body as object,
  })
  return response.json()
}

/** Moves round `round`'s whole schedule (and its bets' automatic cash-out instants) `ms` earlier: as if `ms` passed. */
export const passTime = async (db: Db, round: number, ms: number): Promise<void> => {
  const by = sql`make_interval(secs => ${ms / 1000})`
  await db.execute(sql`update crash_rounds set betting_starts_at = betting_starts_at - ${by},
    betting_ends_at = betting_ends_at - ${by}, flight_starts_at = flight_starts_at - ${by}, crash_at = crash_at - ${by}
    where round = ${round}`)
  await db.execute(
    sql`update crash_bets set auto_at = auto_at - ${by} where round = ${round} and auto_at is not null`,
  )
}

/** Starts round `round`'s flight `elapsedMs` ago (the multiplier is multiplierAt(elapsedMs) now). */
export const flyFor = async (db: Db, round: number, elapsedMs: number): Promise<void> => {
  const [row] = (
    (await db.execute(
      sql`select extract(epoch from (flight_starts_at - clock_timestamp())) * 1000 as ahead from crash_rounds where round = ${round}`,
    )) as unknown as { rows: { ahead: number | string }[] }
  ).rows
  await passTime(db, round, Number(row?.ahead ?? 0) + elapsedMs)
}

/**
 * Makes round `round` crash at `point` (hundredths): a test's chosen outcome for the rules that follow it (the
 * chain's own draw is checked apart). Its crash time follows the curve from its flight start.
 */
export const crashAt = async (db: Db, round: number, point: number): Promise<void> => {
  await db.execute(sql`update crash_rounds set crash_point = ${point},
    crash_at = flight_starts_at + make_interval(secs => ${msToReach(point) / 1000}) where round = ${round}`)
}

/** The newest round's number. */
export const newestRoundNumber = async (db: Db): Promise<number> => {
  const { rows } = (await db.execute(sql`select max(round) as round from crash_rounds`)) as unknown as {
    rows: { round: number | null }[]
  }
  return Number(rows[0]?.round ?? 0)
}
