import type { CrashPhase, CrashPublicBet, CrashRound } from '@src/contract/crash'
import { msToReach } from '@src/crash/curve'
import { desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { rowsOf } from '../../db/rows'
import { crashChains, crashRounds } from '../../db/schema/crash'
import { crashPoint } from '../../games/crash/fairness'
import { announceRounds } from '../games'
import { announceCrash, type CrashEvent } from './announce'
import { CHAIN_LENGTH, CHAIN_PUBLISHED_AHEAD, newChainValues, seedAt } from './chain'
import { type CrashGame, findCrashGame } from './game'
import { crashEdgeOf } from './settings'

/** The round's schedule: how long bets are taken, and the pause after a crash before the next round. */
export interface CrashTiming {
  bettingMs: number
  pauseMs: number
}

export const DEFAULT_TIMING: CrashTiming = { bettingMs: 6_000, pauseMs: 3_000 }

type RoundRow = typeof crashRounds.$inferSelect

/** A round as everyone sees it at `now`: seed and crash point only once it has crashed. */
export const roundView = (row: RoundRow, now: Date): Omit<CrashRound, 'serverNow'> => {
  const crashed = now >= row.crashAt
  const phase: CrashPhase = crashed ? 'crashed' : now >= row.flightStartsAt ? 'flying' : 'betting'
  return {
    round: row.round,
    phase,
    bettingStartsAt: row.bettingStartsAt.toISOString(),
    bettingEndsAt: row.bettingEndsAt.toISOString(),
    flightStartsAt: row.flightStartsAt.toISOString(),
    crashedAt: crashed ? row.crashAt.toISOString() : null,
    crashPoint: crashed ? row.crashPoint : null,
    seed: crashed ? row.seed : null,
    edgeBps: row.edgeBps,
  }
}

/** The database's clock, to the millisecond: the crash game's one clock. */
export const databaseNow = async (db: Db): Promise<Date> => {
  const [row] = rowsOf<{ now: Date | string }>(
    await db.execute(sql`select date_trunc('milliseconds', clock_timestamp()) as now`),
  )
  return new Date(row?.now ?? Date.now())
}

/** The newest round, or undefined before the first. */
export const newestRound = async (db: Db): Promise<RoundRow | undefined> =>
  (await db.select().from(crashRounds).orderBy(desc(crashRounds.round)).limit(1))[0]

/** The chain the next round draws from: the newest, or a new one published now when none has links left soon. */
const chainFor = async (db: Db, nextRound: number, firstEdgeBps: number) => {
  const chains = await db.select().from(crashChains).orderBy(desc(crashChains.firstRound)).limit(2)
  const [newest, before] = chains
  const edgeBps = newest?.edgeBps ?? firstEdgeBps
  if (!newest || newest.firstRound + newest.length - nextRound <= CHAIN_PUBLISHED_AHEAD) {
    // Published ahead: the next chain starts where the newest ends.
    const firstRound = newest ? newest.firstRound + newest.length : nextRound
    await db
      .insert(crashChains)
      .values({ ...newChainValues(CHAIN_LENGTH), edgeBps, firstRound })
      .onConflictDoNothing()
  }
  // The chain holding this round's number (the one before the newest while it still has links).
  const holding = [newest, before].find(
    (chain) => chain && chain.firstRound <= nextRound && nextRound < chain.firstRound + chain.length,
  )
  if (holding) return holding
  const [fresh] = await db.select().from(crashChains).where(eq(crashChains.firstRound, nextRound))
  if (!fresh) throw new Error(`No crash chain holds round ${nextRound}`)
  return fresh
}

/** Creates round `number` from now (the database's clock), its whole schedule written; a racing creator's wins. */
const createRound = async (
  db: Db,
  game: CrashGame,
  number: number,
  timing: CrashTiming,
): Promise<boolean> => {
  const chain = await chainFor(db, number, crashEdgeOf(game))
  const position = number - chain.firstRound
  const seed = seedAt(chain.secret, chain.length, position)
  const point = crashPoint(seed, chain.salt, chain.edgeBps)
  const now = await databaseNow(db)
  const bettingEndsAt = new Date(now.getTime() + timing.bettingMs)
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(crashRounds)
      .values({
        round: number,
        chainId: chain.id,
        link: chain.length - 1 - position,
        seed,
        crashPoint: point,
        edgeBps: chain.edgeBps,
        bettingStartsAt: now,
        bettingEndsAt,
        flightStartsAt: bettingEndsAt,
        crashAt: new Date(bettingEndsAt.getTime() + msToReach(point)),
      })
      .onConflictDoNothing()
      .returning({ round: crashRounds.round })
    if (inserted.length === 0) return false
    await tx
      .update(crashChains)
      .set({ position: position + 1 })
      .where(eq(crashChains.id, chain.id))
    return true
  })
  return created
}

interface Settled {
  out_bet_id: number | string
  out_shown: number | string | null
  out_paid: boolean
}

/** The bets `where` picks (crash_bets b) as everyone sees them, oldest first. */
export const publicBetsWhere = async (db: Db, where: SQL): Promise<CrashPublicBet[]> =>
  rowsOf<{
    id: number | string
    round: number
    nickname: string | null
    handle: string
    slot: number
    stake: number | string
    cashed_out_at: number | null
    win: number | string
  }>(
    await db.execute(sql`
      select b.id, b.round, u.nickname, u.handle, b.slot, b.stake, b.cashed_out_at, b.win
      from crash_bets b join users u on u.id = b.user_id where ${where} order by b.id`),
  ).map((row) => ({
    id: Number(row.id),
    round: row.round,
    username: row.nickname || row.handle,
    slot: row.slot,
    bet: Number(row.stake),
    cashedOutAt: row.cashed_out_at,
    win: Number(row.win),
  }))

/** Paid bets' public rows, read after their commit. */
const publicBets = async (db: Db, ids: number[]): Promise<CrashPublicBet[]> =>
  ids.length === 0 ? [] : publicBetsWhere(db, sql`b.id = any(${`{${ids.join(',')}}`}::bigint[])`)

/**
 * Brings round `number`'s bets up to the database's clock (ficha_crash_settle): automatic cash-outs reached are
 * paid, and once it has crashed the rest are lost and the round settled. Announces what it settled.
 */
const settleCrashRound = async (db: Db, number: number): Promise<{ paid: number; lost: number }> => {
  const rows = rowsOf<Settled>(await db.execute(sql`select * from ficha_crash_settle(${number}::integer)`))
  const paid = rows.filter((row) => row.out_paid).map((row) => Number(row.out_bet_id))
  const shown = rows.flatMap((row) => (row.out_shown === null ? [] : [Number(row.out_shown)]))
  if (paid.length > 0) {
    const bets = await publicBets(db, paid)
    await announceCrash(
      db,
      bets.map((bet): CrashEvent => ({ kind: 'cashout', bet })),
    ).catch(() => undefined)
  }
  if (shown.length > 0) await announceRounds(db, shown).catch(() => undefined)
  return { paid: paid.length, lost: rows.length - paid.length }
}

/** What the loop last told, per process: a phase is announced once by the process that runs the loop. */
const told = new WeakMap<Db, { round: number; phase: CrashPhase }>()

const tell = async (db: Db, row: RoundRow, now: Date): Promise<void> => {
  const view = roundView(row, now)
  const last = told.get(db)
  if (last && last.round === view.round && last.phase === view.phase) return
  told.set(db, { round: view.round, phase: view.phase })
  await announceCrash(db, [{ kind: 'round', round: view }]).catch(() => undefined)
}

/** When nothing is due, the loop still looks this often (another process, the console, a test changed the rows). */
const IDLE_LOOK_MS = 1_000
/** Automatic cash-outs coming due are paid in steps this far apart at most (their multiplier is exact anyway). */
const AUTO_STEP_MS = 200

/**
 * One step of the crash game, from the tables alone, so any process may take it any number of times (the
 * crash job's runner when a step is due; tests at will): every unsettled round whose flight has started is brought
 * up to the database's clock (settleCrashRound); once the newest round is settled and its pause is over, the next
 * round is created (when the game is switched on); the newest round's phase is announced when it changed.
 * Answers how long until the next step is due, by the database's clock: the flight's start, the next automatic
 * cash-out, the crash, the next round.
 */
export const advanceCrash = async (db: Db, timing: CrashTiming = DEFAULT_TIMING): Promise<number> => {
  const now = await databaseNow(db)
  const open = await db
    .select({ round: crashRounds.round, crashAt: crashRounds.crashAt })
    .from(crashRounds)
    .where(sql`${crashRounds.settledAt} is null and ${crashRounds.flightStartsAt} <= ${now}`)
    .orderBy(crashRounds.round)
  for (const { round, crashAt } of open) {
    await settleCrashRound(db, round)
    if (crashAt > now) continue
    // A round settled now has crashed: told so before the next round is (the screens stop its curve).
    const [row] = await db.select().from(crashRounds).where(eq(crashRounds.round, round))
    if (row?.settledAt) await tell(db, row, row.crashAt)
  }
  let newest = await newestRound(db)
  const settledAndRested =
    !newest || (newest.settledAt !== null && now.getTime() >= newest.crashAt.getTime() + timing.pauseMs)
  if (settledAndRested) {
    const game = await findCrashGame(db)
    if (game?.enabled && (await createRound(db, game, (newest?.round ?? 0) + 1, timing))) {
      newest = await newestRound(db)
    }
  }
  if (!newest) return IDLE_LOOK_MS
  await tell(db, newest, now)
  const at = now.getTime()
  const flight = newest.flightStartsAt.getTime()
  const crash = newest.crashAt.getTime()
  const due =
    at < flight
      ? flight
      : newest.settledAt === null
        ? Math.min(crash, at + AUTO_STEP_MS)
        : crash + timing.pauseMs
  return Math.min(IDLE_LOOK_MS, Math.max(0, due - at))
}
