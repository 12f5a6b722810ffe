import type { PromotionKey } from '@src/contract/content'
import type { NextRewards } from '@src/contract/lobby'
import { REWARDS_TIMEZONE } from '@src/contract/rewards'
import { Cron } from 'croner'
import { and, count, eq, isNotNull, max, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { jobRuns, rewards } from '../../db/schema/rewards'
import { dayOf, dayRange, type Period, periodsBetween, shiftDays, weekOf } from '../calendar'
import type { JobLease, JobLog, Job as ScheduledJob } from '../jobs'
import { payRebates } from './rebate'
import { getPromotion } from './rules'
import { paySalaries } from './salary'

/**
 * The scheduled payments: the rebate for each closed day, the partner salary for each closed week. Every
 * run settles all closed periods since the last finished one (at most LOOKBACK of them: a server that was
 * down catches up), oldest first, each once: a period is claimed with a lease, paid, then stamped finished.
 */

interface Job {
  name: PromotionKey
  /** Days between periods. */
  step: number
  /** The period an instant falls in (still open). */
  periodOf: (instant: Date) => Period
  settle: (db: Db, period: Period) => Promise<void>
  /** How many closed periods a run looks back at most. */
  lookback: number
}

export const JOBS: readonly Job[] = [
  { name: 'rebate', step: 1, periodOf: dayOf, settle: payRebates, lookback: 31 },
  { name: 'partner_salary', step: 7, periodOf: weekOf, settle: paySalaries, lookback: 5 },
]

/** A period held longer than this by a process that died is taken over. */
const LEASE_MS = 15 * 60_000

/** Takes the period unless it is finished or another process holds a live lease on it. */
const claim = async (db: Db, job: string, period: Period): Promise<boolean> => {
  const leaseUntil = new Date(Date.now() + LEASE_MS)
  const claimed = await db
    .insert(jobRuns)
    .values({ job, period, leaseUntil })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.period],
      set: { leaseUntil, startedAt: sql`now()` },
      setWhere: sql`${jobRuns.finishedAt} is null and ${jobRuns.leaseUntil} < now()`,
    })
    .returning({ job: jobRuns.job })
  return claimed.length > 0
}

const finish = async (db: Db, job: PromotionKey, period: Period): Promise<void> => {
  const [paid] = await db
    .select({ count: count(), amount: sum(rewards.amount) })
    .from(rewards)
    .where(and(eq(rewards.kind, job), eq(rewards.period, period)))
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, paidCount: paid?.count ?? 0, paidAmount: centavos(paid?.amount) })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)))
}

/** The closed periods a run of `job` at `now` has to settle, oldest first. */
const duePeriods = async (db: Db, job: Job, now: Date): Promise<Period[]> => {
  const lastClosed = shiftDays(job.periodOf(now), -job.step)
  const earliest = shiftDays(lastClosed, -job.step * (job.lookback - 1))
  const [done] = await db
    .select({ period: max(jobRuns.period) })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job.name), isNotNull(jobRuns.finishedAt)))
  const next = done?.period ? shiftDays(done.period, job.step) : earliest
  return periodsBetween(next, lastClosed, job.step).filter((period) => period >= earliest)
}

/**
 * Settles every due period of every job. A period another process is settling stops that job's run
 * there, so periods finish in order. Answers the periods this call settled.
 * @internal Tests run one pass of the job.
 */
export const runDueJobs = async (db: Db, now = new Date()): Promise<{ job: string; period: Period }[]> => {
  const settled: { job: string; period: Period }[] = []
  for (const job of JOBS) {
    for (const period of await duePeriods(db, job, now)) {
      if (!(await claim(db, job.name, period))) break
      await job.settle(db, period)
      await finish(db, job.name, period)
      settled.push({ job: job.name, period })
    }
  }
  return settled
}

/** Five minutes past every hour in the rewards' time zone: Monday 00:05 pays the week, each 00:05 the day. */
const JOB_SCHEDULE = '5 * * * *'

/**
 * Runs the jobs on the schedule, and at once (catching up) when this process becomes their runner: one
 * process holds `lease`, and each period is claimed again on its own, so it is paid once whatever runs.
 * Await stop() before closing the database.
 */
export const startRewardJobs = (db: Db, log: JobLog, lease: JobLease): ScheduledJob => {
  let running: Promise<void> | null = null
  let stopped = false
  const settle = async () => {
    try {
      await lease.run(async () => {
        const settled = await runDueJobs(db)
        if (settled.length > 0) log.info({ settled }, 'reward jobs settled')
      })
    } catch (error) {
      log.warn({ err: error }, 'reward jobs failed; the next run retries')
    }
  }
  // One run at a time in this process.
  const run = () => {
    if (stopped) return
    running ??= settle().finally(() => {
      running = null
    })
  }
  const cron = new Cron(JOB_SCHEDULE, { timezone: REWARDS_TIMEZONE }, run)
  lease.onGained(run)
  return {
    stop: async () => {
      stopped = true
      cron.stop()
      await running
    },
  }
}

/**
 * When `job` next pays: the first scheduled run after the period `now` falls in closes (each day's rebate at
 * 00:05 the next day, each week's salary on Monday at 00:05, Brasília time).
 */
const nextPayoutOf = (job: Pick<Job, 'periodOf' | 'step'>, now: Date): Date => {
  const closes = dayRange(shiftDays(job.periodOf(now), job.step)).start
  const run = new Cron(JOB_SCHEDULE, { timezone: REWARDS_TIMEZONE }).nextRun(closes)
  if (!run) throw new Error(`The schedule ${JOB_SCHEDULE} has no run after ${closes.toISOString()}`)
  return run
}

const jobNamed = (name: PromotionKey): Job => {
  const job = JOBS.find((candidate) => candidate.name === name)
  if (!job) throw new Error(`No reward job named ${name}`)
  return job
}

/** index/next_rewards: the next rebate and salary payments, null while their promotion is switched off. */
export const nextRewards = async (db: Db, now = new Date()): Promise<NextRewards> => {
  const [rebate, salary] = await Promise.all([getPromotion(db, 'rebate'), getPromotion(db, 'partner_salary')])
  const at = (enabled: boolean, name: PromotionKey) =>
    enabled ? nextPayoutOf(jobNamed(name), now).toISOString() : null
  return { rebate: at(rebate.enabled, 'rebate'), salary: at(salary.enabled, 'partner_salary') }
}
