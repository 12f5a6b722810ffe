import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { racePrizes, races } from '../../db/schema/races'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import { transfer } from '../ledger'
import { notifyPlayer } from '../notifications'
import { mayReceiveIncentive } from '../protection'
import { complianceProfileOf } from '../settings'
import { type RaceRow, readBoard } from './board'
import { announceRaces } from './live'
import { addSpDays } from './time'

/**
 * A race is settled this long after its end: a round decided before the end (ficha_race_score checks the
 * round's time against ends_at) has committed by then, so the frozen result misses none.
 */
const SETTLE_GRACE_MS = 60_000

/** The ledger key (and race_prizes.ledger_key) of a race's place: one payment per place, ever. */
const prizeKey = (raceId: number, place: number): string => `race:${raceId}:${place}`

/** @internal Tests stop a process between payments. */
export interface SettleHooks {
  /** Called after each prize's transaction committed (tests stop a process here). */
  afterPrize?: (raceId: number, place: number) => Promise<void>
}

/**
 * Freezes the result: every paid place's row (winner, score, amount), written at once under the race's
 * advisory lock; a run that finds rows already there keeps them (the result is decided once).
 */
const freezeResult = async (db: Db, race: RaceRow): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ficha:race'), ${race.id})`)
    const [frozen] = await tx
      .select({ place: racePrizes.place })
      .from(racePrizes)
      .where(eq(racePrizes.raceId, race.id))
      .limit(1)
    if (frozen) return
    const board = await readBoard(tx, race)
    const rows = board.ranked
      .slice(0, board.prizes.length)
      .map((player) => ({
        raceId: race.id,
        place: player.place,
        userId: player.userId,
        score: player.score,
        amount: board.prizes[player.place - 1] ?? 0,
        ledgerKey: prizeKey(race.id, player.place),
      }))
      .filter((row) => row.amount > 0)
    if (rows.length > 0) await tx.insert(racePrizes).values(rows).onConflictDoNothing()
  })
}

/** The name a winner's notice carries: in Portuguese in the brazil profile, else the fallback language's. */
const noticeName = async (db: Db, race: RaceRow): Promise<string> =>
  localize(race.names, (await complianceProfileOf(db)) === 'brazil' ? 'pt' : 'zh')

/**
 * Pays one place: under the row's lock, unless paid already; the money (cash to the wallet from the house's
 * rewards account, no wagering: docs/races.md), the stamp and the winner's notice commit together.
 */
const payPlace = async (db: Db, race: RaceRow, place: number, name: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const [prize] = await tx
      .select()
      .from(racePrizes)
      .where(and(eq(racePrizes.raceId, race.id), eq(racePrizes.place, place), isNull(racePrizes.paidAt)))
      .for('update')
    if (!prize) return
    const key = prize.ledgerKey
    if (!(await mayReceiveIncentive(tx, prize.userId, { kind: 'race', key, amount: prize.amount }))) {
      await tx
        .update(racePrizes)
        .set({ paidAt: sql`now()`, withheld: true })
        .where(and(eq(racePrizes.raceId, race.id), eq(racePrizes.place, place)))
      return
    }
    await transfer(tx, {
      key,
      reason: 'race_prize',
      reference: key,
      from: { system: 'rewards' },
      to: { userId: prize.userId, kind: 'wallet' },
      amount: prize.amount,
    })
    await tx
      .update(racePrizes)
      .set({ paidAt: sql`now()` })
      .where(and(eq(racePrizes.raceId, race.id), eq(racePrizes.place, place)))
    await notifyPlayer(tx, prize.userId, 'raceResult', { race: name, place, prize: prize.amount })
  })
}

/** The next occurrence of a repeating race: the first whose end is still ahead, made once (previous_id). */
const repeatRace = async (tx: Db, race: RaceRow, now: Date): Promise<void> => {
  if (race.repeat === 'none') return
  const step = race.repeat === 'daily' ? 1 : 7
  let startsAt = addSpDays(race.startsAt, step)
  let endsAt = addSpDays(race.endsAt, step)
  while (endsAt <= now) {
    startsAt = addSpDays(startsAt, step)
    endsAt = addSpDays(endsAt, step)
  }
  await tx
    .insert(races)
    .values({
      names: race.names,
      startsAt,
      endsAt,
      repeat: race.repeat,
      gameIds: race.gameIds,
      providers: race.providers,
      prizePool: race.prizePool,
      shares: race.shares,
      fixedPrizes: race.fixedPrizes,
      minStake: race.minStake,
      previousId: race.id,
    })
    .onConflictDoNothing({ target: races.previousId })
}

/**
 * Settles one ended race: 'settling', the result frozen, each place paid in its own transaction, then
 * 'final' and the next occurrence of a repeating race. Safe to run twice at once or again after a crash:
 * each place is paid once (its row's lock and stamp, and the ledger's key), and none is missed (a rerun
 * pays the rows not stamped).
 * @internal Tests settle one race from two processes.
 */
export const settleRace = async (db: Db, raceId: number, hooks: SettleHooks = {}, now = new Date()) => {
  await db
    .update(races)
    .set({ state: 'settling' })
    .where(and(eq(races.id, raceId), eq(races.state, 'open'), lte(races.endsAt, now)))
  const [race] = await db.select().from(races).where(eq(races.id, raceId))
  if (race?.state !== 'settling') return
  await freezeResult(db, race)
  const name = await noticeName(db, race)
  const unpaid = await db
    .select({ place: racePrizes.place })
    .from(racePrizes)
    .where(and(eq(racePrizes.raceId, raceId), isNull(racePrizes.paidAt)))
    .orderBy(asc(racePrizes.place))
  for (const { place } of unpaid) {
    await payPlace(db, race, place, name)
    await hooks.afterPrize?.(raceId, place)
  }
  await db.transaction(async (tx) => {
    const [finished] = await tx
      .update(races)
      .set({ state: 'final', settledAt: sql`now()` })
      .where(
        and(
          eq(races.id, raceId),
          eq(races.state, 'settling'),
          sql`not exists (select 1 from ${racePrizes} where ${racePrizes.raceId} = ${raceId} and ${racePrizes.paidAt} is null)`,
        ),
      )
      .returning()
    if (finished) await repeatRace(tx, finished, now)
  })
  await announceRaces(db, raceId)
}

/**
 * Every race due: open and ended more than SETTLE_GRACE_MS ago, or left settling by a run that stopped.
 * @internal Tests run one pass of the job.
 */
export const settleDueRaces = async (
  db: Db,
  hooks: SettleHooks = {},
  now = new Date(),
): Promise<number[]> => {
  const due = await db
    .select({ id: races.id })
    .from(races)
    .where(
      or(
        and(eq(races.state, 'open'), lte(races.endsAt, new Date(now.getTime() - SETTLE_GRACE_MS))),
        inArray(races.state, ['settling']),
      ),
    )
    .orderBy(asc(races.endsAt), asc(races.id))
  for (const { id } of due) await settleRace(db, id, hooks, now)
  return due.map((race) => race.id)
}

/** How often the settlement looks for races due. */
const JOB_MS = 30_000

/** The settlement job (one process runs it; each place would still be paid once whatever ran at once). */
export const startRaceJob = (db: Db, log: JobLog, lease: JobLease): Job =>
  startJob({ everyMs: JOB_MS, atStart: true, log, failure: 'race settlement failed', lease }, async () => {
    const settled = await settleDueRaces(db)
    if (settled.length) log.info({ settled }, 'races settled')
  })
