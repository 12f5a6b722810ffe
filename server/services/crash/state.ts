import type { CrashChain, CrashHistory, CrashPublicBet, CrashState } from '@src/contract/crash'
import { and, desc, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { crashChains, crashRounds } from '../../db/schema/crash'
import { findCrashGame } from './game'
import { databaseNow, newestRound, publicBetsWhere, roundView } from './rounds'

type ChainRow = typeof crashChains.$inferSelect

const chainView = (chain: ChainRow): CrashChain => ({
  id: chain.id,
  terminatingHash: chain.terminatingHash,
  salt: chain.salt,
  firstRound: chain.firstRound,
  publishedAt: chain.publishedAt.toISOString(),
})

/** The chain holding round `round` (or the first one before any round). */
const chainOf = async (db: Db, round: number | undefined): Promise<ChainRow | undefined> =>
  (
    await db
      .select()
      .from(crashChains)
      .where(round === undefined ? undefined : sql`${crashChains.firstRound} <= ${round}`)
      .orderBy(desc(crashChains.firstRound))
      .limit(1)
  )[0]

/** A round's bets as everyone sees them, oldest first. */
export const roundBets = (db: Db, round: number): Promise<CrashPublicBet[]> =>
  publicBetsWhere(db, sql`b.round = ${round}`)

/** crash/state: the current round, its bets, the newest crash points, the chain, the limits. */
export const crashState = async (db: Db): Promise<CrashState> => {
  const [game, round, now] = await Promise.all([findCrashGame(db), newestRound(db), databaseNow(db)])
  const [bets, recent, chain] = await Promise.all([
    round ? roundBets(db, round.round) : [],
    db
      .select({ round: crashRounds.round, crashPoint: crashRounds.crashPoint })
      .from(crashRounds)
      .where(lt(crashRounds.crashAt, now))
      .orderBy(desc(crashRounds.round))
      .limit(20),
    chainOf(db, round?.round),
  ])
  return {
    enabled: game?.enabled ?? false,
    round: round ? { ...roundView(round, now), serverNow: now.toISOString() } : null,
    bets,
    recent,
    chain: chain ? chainView(chain) : null,
    minBet: game?.minBet ?? 0,
    maxBet: game?.maxBet ?? 0,
  }
}

/** crash/history: crashed rounds, newest first, with their seeds, and the newest chain. */
export const crashHistory = async (db: Db, count: number, before?: number): Promise<CrashHistory> => {
  const now = await databaseNow(db)
  const rows = await db
    .select()
    .from(crashRounds)
    .where(
      and(
        lt(crashRounds.crashAt, now),
        isNotNull(crashRounds.crashAt),
        before === undefined ? undefined : lt(crashRounds.round, before),
      ),
    )
    .orderBy(desc(crashRounds.round))
    .limit(count)
  const chain = await chainOf(db, rows[0]?.round)
  return {
    rounds: rows.map((row) => ({
      round: row.round,
      chainId: row.chainId,
      seed: row.seed,
      crashPoint: row.crashPoint,
      edgeBps: row.edgeBps,
      flightStartsAt: row.flightStartsAt.toISOString(),
      crashedAt: row.crashAt.toISOString(),
    })),
    chain: chain ? chainView(chain) : null,
  }
}
