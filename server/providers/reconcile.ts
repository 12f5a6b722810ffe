import type { ReconcileResult } from '@src/contract/reconcile'
import type { MismatchKind } from '@src/contract/reconcile-values'
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db'
import {
  type ProviderTransactionKind,
  providerMismatches,
  providerReconciliations,
  providerRounds,
  providerTransactions,
  type ReconcileTrigger,
} from '../db/schema/providers'
import { recordAudit } from '../services/audit'
import { dayOf, dayRange, shiftDays } from '../services/calendar'
import { type Job, type JobLease, type JobLog, NO_JOB, startJob } from '../services/jobs'
import { credit, endRound, externalPlayerId, GatewayRefusal, rollback } from './gateway'
import { type Hub88Config, hub88ApiReady, transferWalletOn } from './hub88/config'
import { hub88Games, type ReportedTransaction } from './hub88/games'
import { PROVIDER as HUB88 } from './hub88/protocol'
import { type SlotegratorConfig, slotegratorApiReady } from './slotegrator/config'
import { PROVIDER as SLOTEGRATOR } from './slotegrator/protocol'

/**
 * Reconciliation (docs/providers.md): once a day, and when an operator asks, each provider's transaction
 * report for a São Paulo day is compared with Ficha's provider_transactions, and the rounds left open past
 * the limit are closed through the provider's report of the round (its missing win credited, or rollback
 * applied, through the wallet gateway, by the provider's own transaction ids, so nothing moves twice). What
 * it cannot settle is kept in provider_mismatches for the operator.
 */

/** A run left unfinished this long (its process died) no longer blocks the next one. */
const RECONCILE_STALE_MINUTES = 30
/** At most this many open rounds are looked at per run (the oldest first); the next run takes the rest. */
const ROUNDS_PER_RUN = 500
/** How often the daily job looks whether yesterday's run is done. */
const RECONCILE_CHECK_MINUTES = 60

/** Hub88 amounts are in 1/100,000 of a real: 1,000 make a centavo. */
const UNITS_PER_CENTAVO = 1_000

/** The settings a reconciliation reads. */
export interface ReconcileSettings {
  hub88: Hub88Config
  slotegrator: SlotegratorConfig
  /** PROVIDER_ROUND_OPEN_MINUTES: a round open longer than this is closed through the provider's report. */
  providerRoundOpenMinutes: number
}

/** A second run of a provider while one is running: refused, so nothing is settled twice at once. */
export class ReconcileRunning extends Error {}

const hub88Ready = ({ hub88 }: ReconcileSettings) => hub88ApiReady(hub88)
const slotegratorReady = ({ slotegrator }: ReconcileSettings) => slotegratorApiReady(slotegrator)

const KIND_OF: Record<string, ProviderTransactionKind> = { bet: 'debit', win: 'credit', rollback: 'rollback' }
const NAME_OF: Record<ProviderTransactionKind, string> = { debit: 'bet', credit: 'win', rollback: 'rollback' }

/** Centavos of a Hub88 amount, or null when it is not a whole number of centavos. */
const centavosOf = (units: number | undefined): number | null =>
  units !== undefined && units % UNITS_PER_CENTAVO === 0 ? units / UNITS_PER_CENTAVO : null

interface Found {
  kind: MismatchKind
  reference: string
  day?: string | null
  round?: string | null
  userId?: number | null
  transactionKind?: string | null
  providerAmount?: number | null
  fichaAmount?: number | null
}

/** The run's view of its mismatches: each found one is kept open (once), the rest of its scope resolved. */
const mismatchBook = (db: Db, provider: string, runId: number) => {
  const seen = new Set<string>()
  return {
    seen,
    async found(mismatch: Found) {
      seen.add(`${mismatch.kind}:${mismatch.reference}`)
      await db
        .insert(providerMismatches)
        .values({ provider, firstRunId: runId, ...mismatch })
        .onConflictDoNothing()
    },
    /** Open mismatches of these kinds (and this day, when given) that the run no longer saw are resolved. */
    async resolveUnseen(kinds: MismatchKind[], day: string | null, now: Date) {
      const open = await db
        .select({
          id: providerMismatches.id,
          kind: providerMismatches.kind,
          reference: providerMismatches.reference,
        })
        .from(providerMismatches)
        .where(
          and(
            eq(providerMismatches.provider, provider),
            isNull(providerMismatches.resolvedAt),
            inArray(providerMismatches.kind, kinds),
            day === null ? sql`true` : eq(providerMismatches.day, day),
          ),
        )
      const gone = open.filter((row) => !seen.has(`${row.kind}:${row.reference}`)).map((row) => row.id)
      if (gone.length > 0)
        await db
          .update(providerMismatches)
          .set({ resolvedAt: now })
          .where(inArray(providerMismatches.id, gone))
    },
  }
}

type Book = ReturnType<typeof mismatchBook>
type Report = (
  query: { start: Date; end: Date } | { round: string; user?: string },
) => Promise<ReportedTransaction[]>

const fichaRow = async (db: Db, provider: string, externalId: string, kind: ProviderTransactionKind) => {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.provider, provider),
        eq(providerTransactions.externalId, externalId),
        eq(providerTransactions.kind, kind),
      ),
    )
  return row
}

/**
 * Applies what the provider's report of one round holds and Ficha lacks: a win is credited and a rollback
 * applied through the gateway under the provider's own transaction ids (a replay of either moves nothing);
 * a bet is never taken after the fact (the provider rolls back a bet it got no success for). Answers whether
 * the provider has ended the round (a win, round_closed, or every bet rolled back).
 */
const settleRound = async (
  db: Db,
  book: Book,
  provider: string,
  round: { externalId: string; userId: number; gameCode: string },
  entries: ReportedTransaction[],
): Promise<boolean> => {
  const ordered = [...entries].sort((a, b) => Number(a.type === 'bet') - Number(b.type === 'bet'))
  for (const entry of ordered) {
    const kind = KIND_OF[entry.type]
    if (!kind || (await fichaRow(db, provider, entry.transaction_uuid, kind))) continue
    const mismatch: Found = {
      kind: 'missing',
      reference: entry.transaction_uuid,
      round: round.externalId,
      userId: round.userId,
      transactionKind: entry.type,
      providerAmount: centavosOf(entry.amount),
    }
    const amount = centavosOf(entry.amount ?? 0)
    try {
      if (entry.type === 'win' && amount !== null)
        await credit(db, {
          provider,
          userId: round.userId,
          transactionId: entry.transaction_uuid,
          round: round.externalId,
          gameCode: entry.game_code ?? round.gameCode,
          currency: entry.currency ?? 'BRL',
          amount,
          creditKind: entry.is_free ? 'free' : 'win',
          roundClosed: entry.round_closed === true,
          // As the wallet call would have: the bet it pays must be held (and the replay's print matches).
          betId: entry.reference_transaction_uuid ?? undefined,
        })
      else if (entry.type === 'rollback' && entry.reference_transaction_uuid)
        await rollback(db, {
          provider,
          userId: round.userId,
          transactionId: entry.transaction_uuid,
          targetId: entry.reference_transaction_uuid,
        })
      else await book.found(mismatch)
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) throw error
      await book.found(mismatch)
    }
  }
  const bets = entries.filter((entry) => entry.type === 'bet')
  const rolledBack = new Set(
    entries.filter((entry) => entry.type === 'rollback').map((entry) => entry.reference_transaction_uuid),
  )
  return (
    entries.some((entry) => entry.type === 'win' || entry.round_closed === true) ||
    (bets.length > 0 && bets.every((bet) => rolledBack.has(bet.transaction_uuid)))
  )
}

/**
 * Rounds open past the limit: each closed through the provider's report of it, or listed as still open.
 * A provider without a report call (null) has them all listed, for the operator to settle with it.
 */
const closeOpenRounds = async (
  db: Db,
  book: Book,
  provider: string,
  report: Report | null,
  limitMinutes: number,
  now: Date,
): Promise<number> => {
  const open = await db
    .select()
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.provider, provider),
        eq(providerRounds.state, 'open'),
        lt(providerRounds.startedAt, new Date(now.getTime() - limitMinutes * 60_000)),
      ),
    )
    .orderBy(providerRounds.id)
    .limit(ROUNDS_PER_RUN)
  let closed = 0
  for (const round of open) {
    if (report) {
      const user = await externalPlayerId(db, provider, round.userId)
      const entries = (await report({ round: round.externalId, user })).filter((entry) => entry.user === user)
      if (await settleRound(db, book, provider, round, entries)) {
        await endRound(db, provider, round.userId, round.externalId)
        closed++
        continue
      }
    }
    await book.found({
      kind: 'round_open',
      reference: round.externalId,
      round: round.externalId,
      userId: round.userId,
      fichaAmount: round.bet,
    })
  }
  return closed
}

/**
 * The day's report against Ficha's records: a provider transaction Ficha lacks is missing, one whose amount
 * differs is amount, and one of Ficha's the provider's report lacks is unknown unless the provider's report
 * of its round holds it (a call made just before midnight and recorded just after).
 */
const compareDay = async (db: Db, book: Book, provider: string, report: Report, day: string) => {
  const { start, end } = dayRange(day)
  const reported = (await report({ start, end: new Date(end.getTime() - 1_000) })).filter(
    (entry) => KIND_OF[entry.type] !== undefined,
  )
  const ours = await db
    .select({ transaction: providerTransactions, round: providerRounds.externalId })
    .from(providerTransactions)
    .leftJoin(providerRounds, eq(providerRounds.id, providerTransactions.roundId))
    .where(
      and(
        eq(providerTransactions.provider, provider),
        gte(providerTransactions.createdAt, start),
        lt(providerTransactions.createdAt, end),
      ),
    )
  const key = (kind: ProviderTransactionKind, id: string) => `${kind}:${id}`
  const mine = new Map(ours.map((row) => [key(row.transaction.kind, row.transaction.externalId), row]))
  const theirs = new Set<string>()
  for (const entry of reported) {
    const kind = KIND_OF[entry.type] as ProviderTransactionKind
    theirs.add(key(kind, entry.transaction_uuid))
    const row =
      mine.get(key(kind, entry.transaction_uuid))?.transaction ??
      (await fichaRow(db, provider, entry.transaction_uuid, kind))
    const providerAmount = centavosOf(entry.amount)
    const common = {
      reference: entry.transaction_uuid,
      day,
      round: entry.round ?? null,
      transactionKind: entry.type,
    }
    if (!row) await book.found({ kind: 'missing', ...common, providerAmount })
    else if (kind !== 'rollback' && row.state !== 'tombstone' && providerAmount !== row.amount)
      await book.found({
        kind: 'amount',
        ...common,
        userId: row.userId,
        providerAmount,
        fichaAmount: row.amount,
      })
  }
  const confirmed = new Map<string, Set<string>>()
  for (const { transaction, round } of ours) {
    // A tombstone is a bet Ficha refused because its rollback came first: nothing for the provider to hold.
    if (transaction.state === 'tombstone' || theirs.has(key(transaction.kind, transaction.externalId)))
      continue
    if (round) {
      if (!confirmed.has(round))
        confirmed.set(
          round,
          new Set(
            (await report({ round })).map((entry) =>
              key(KIND_OF[entry.type] ?? 'rollback', entry.transaction_uuid),
            ),
          ),
        )
      if (confirmed.get(round)?.has(key(transaction.kind, transaction.externalId))) continue
    }
    await book.found({
      kind: 'unknown',
      reference: transaction.externalId,
      day,
      round,
      userId: transaction.userId,
      transactionKind: NAME_OF[transaction.kind],
      fichaAmount: transaction.amount,
    })
  }
  return { providerCount: reported.length, fichaCount: ours.length }
}

interface RunOptions {
  day: string
  trigger: ReconcileTrigger
  actorId?: number | null
  now?: Date
}

/**
 * One provider's run, recorded in provider_reconciliations; a run of it already going is ReconcileRunning.
 * `closeRounds` false: rounds open past the limit are listed, not closed through the report (a transfer-wallet
 * site's rounds are settled on the provider's balance and read by the transfer job, never credited here).
 */
const reconcileProvider = async (
  db: Db,
  provider: string,
  report: Report | null,
  limitMinutes: number,
  { day, trigger, actorId = null, now = new Date() }: RunOptions,
  closeRounds = true,
): Promise<ReconcileResult[number]> => {
  await db
    .update(providerReconciliations)
    .set({ finishedAt: now, error: 'abandoned: the run did not finish' })
    .where(
      and(
        eq(providerReconciliations.provider, provider),
        isNull(providerReconciliations.finishedAt),
        lt(providerReconciliations.startedAt, new Date(now.getTime() - RECONCILE_STALE_MINUTES * 60_000)),
      ),
    )
  const run = await db.transaction(async (tx) => {
    const [started] = await tx
      .insert(providerReconciliations)
      .values({ provider, day, trigger, actorId })
      .onConflictDoNothing()
      .returning({ id: providerReconciliations.id })
    // An operator's run joins the audit chain with the run's record.
    if (started && actorId !== null)
      await recordAudit(tx, {
        actorId,
        action: 'provider.reconcile',
        target: `provider:${provider}`,
        after: { run: started.id, day },
      })
    return started
  })
  if (!run) throw new ReconcileRunning(`a reconciliation of ${provider} is running`)
  const book = mismatchBook(db, provider, run.id)
  try {
    const roundsClosed = await closeOpenRounds(
      db,
      book,
      provider,
      closeRounds ? report : null,
      limitMinutes,
      now,
    )
    await book.resolveUnseen(['round_open'], null, now)
    const counts = report
      ? await compareDay(db, book, provider, report, day)
      : { providerCount: 0, fichaCount: 0 }
    await book.resolveUnseen(['missing', 'unknown', 'amount'], day, now)
    const result = { provider, day, ...counts, mismatches: book.seen.size, roundsClosed }
    await db
      .update(providerReconciliations)
      .set({ finishedAt: new Date(), ...counts, mismatches: result.mismatches, roundsClosed })
      .where(eq(providerReconciliations.id, run.id))
    return result
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await db
      .update(providerReconciliations)
      .set({ finishedAt: new Date(), error: message })
      .where(eq(providerReconciliations.id, run.id))
    return {
      provider,
      day,
      providerCount: 0,
      fichaCount: 0,
      mismatches: book.seen.size,
      roundsClosed: 0,
      error: message,
    }
  }
}

/**
 * Reconciles every configured provider for a São Paulo day (yesterday's by default). A provider whose run
 * is already going throws ReconcileRunning; a provider that fails is answered with its error.
 */
export const reconcileProviders = async (
  db: Db,
  settings: ReconcileSettings,
  options: Omit<RunOptions, 'day'> & { day?: string },
): Promise<ReconcileResult> => {
  const now = options.now ?? new Date()
  const day = options.day ?? shiftDays(dayOf(now), -1)
  const results: ReconcileResult = []
  if (hub88Ready(settings)) {
    const client = hub88Games(settings.hub88)
    results.push(
      await reconcileProvider(
        db,
        HUB88,
        (query) => client.transactions(query),
        settings.providerRoundOpenMinutes,
        {
          ...options,
          day,
          now,
        },
        !transferWalletOn(settings.hub88),
      ),
    )
  }
  // GIS's description read here has no report or round-status call for the operator: its rounds left open
  // are listed, not settled (docs/providers.md, Reconciliation).
  if (slotegratorReady(settings))
    results.push(
      await reconcileProvider(db, SLOTEGRATOR, null, settings.providerRoundOpenMinutes, {
        ...options,
        day,
        now,
      }),
    )
  return results
}

/**
 * The daily job, in the first server process: every RECONCILE_CHECK_MINUTES it runs yesterday's São Paulo
 * day unless a finished run of it is recorded (so a restart neither skips a day nor repeats one).
 */
export const startReconcileJob = (db: Db, settings: ReconcileSettings, log: JobLog, lease: JobLease): Job => {
  if (!hub88Ready(settings) && !slotegratorReady(settings)) return NO_JOB
  return startJob(
    {
      everyMs: RECONCILE_CHECK_MINUTES * 60_000,
      atStart: true,
      log,
      failure: 'provider reconciliation failed',
      lease,
    },
    async () => {
      const day = shiftDays(dayOf(new Date()), -1)
      const [done] = await db
        .select({ id: providerReconciliations.id })
        .from(providerReconciliations)
        .where(
          and(
            eq(providerReconciliations.day, day),
            eq(providerReconciliations.trigger, 'schedule'),
            sql`${providerReconciliations.finishedAt} is not null`,
            isNull(providerReconciliations.error),
          ),
        )
        .limit(1)
      if (done) return
      for (const result of await reconcileProviders(db, settings, { day, trigger: 'schedule' }))
        if (result.error) log.warn(result, 'provider reconciliation failed')
        else log.info(result, 'provider reconciliation done')
    },
  )
}
