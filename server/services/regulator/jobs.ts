import { sql } from 'drizzle-orm'
import { type Db, primaryReads, type Reads } from '../../db'
import { rowsOf } from '../../db/rows'
import { dayOf, periodsBetween, shiftDays } from '../calendar'
import type { JobLease, JobLog } from '../jobs'
import { startBrazilJob } from '../settings'
import { buildRegulatorDay, type RegulatorSettings } from './build'

/** How often the job looks for days to build. */
const JOB_MINUTES = 10
/** Missed days are caught up this far back (a server down for a week still files them). */
const CATCH_UP_DAYS = 7

/**
 * The past São Paulo days whose files are due and not built: from CATCH_UP_DAYS back to yesterday, none before
 * the ledger's first movement; a day never built, or whose build was left 'building' for an hour (a crash).
 * A built day (ready or failed) is left alone: a failed one is the operator's to rebuild from the console.
 */
const dueRegulatorDays = async (db: Db, now = new Date()): Promise<string[]> => {
  const yesterday = shiftDays(dayOf(now), -1)
  const [first] = rowsOf<{ day: string | null }>(
    await db.execute(
      sql`select ficha_sp_day(created_at)::text as day from ledger_transactions order by id limit 1`,
    ),
  )
  if (!first?.day) return []
  const earliest = shiftDays(yesterday, -(CATCH_UP_DAYS - 1))
  // Days as YYYY-MM-DD strings compare as dates.
  const from = first.day.localeCompare(earliest) > 0 ? first.day : earliest
  const days = periodsBetween(from, yesterday, 1)
  if (days.length === 0) return []
  const done = rowsOf<{ day: string }>(
    await db.execute(sql`
      select day::text as day from regulator_days
      where day >= ${from}::date and day <= ${yesterday}::date
        and (status <> 'building' or started_at >= now() - interval '1 hour')`),
  )
  const built = new Set(done.map((row) => row.day))
  return days.filter((day) => !built.has(day))
}

/**
 * One pass of the job: builds every due day, oldest first. Answers the days built and their status.
 * @internal Tests run one pass of the job.
 */
export const runRegulatorJob = async (
  db: Db,
  settings: RegulatorSettings,
  now = new Date(),
  reads: Reads = primaryReads(db),
) => {
  const built: { day: string; status: string }[] = []
  for (const day of await dueRegulatorDays(db, now))
    built.push({ day, status: await buildRegulatorDay(db, settings, day, {}, reads) })
  return built
}

/**
 * The regulator files' job (brazil profile only: the obligation is Brazil's; one process, its lease's holder): every
 * JOB_MINUTES after midnight São Paulo it builds the previous day and any missed one. Idempotent: a built
 * day is never built again by the job, and a build running elsewhere is not entered.
 */
export const startRegulatorJob = (
  db: Db,
  reads: Reads,
  settings: RegulatorSettings,
  log: JobLog,
  lease: JobLease,
): { stop: () => Promise<void> } =>
  startBrazilJob(db, JOB_MINUTES, log, 'regulator files job failed', lease, async () => {
    const built = await runRegulatorJob(db, settings, new Date(), reads)
    if (built.length) log.info({ built }, 'regulator files built')
  })
