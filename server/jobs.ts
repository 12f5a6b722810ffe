import type { Config } from './config'
import type { Db, Reads } from './db'
import { translatorFor } from './plugins/i18n'
import { cancelOpenRounds } from './providers/cancelRounds'
import { startReconcileJob } from './providers/reconcile'
import { startCatalogueSync } from './providers/sync'
import { startTransferJobs } from './providers/transfers'
import { startComplaintDeadlineCheck, startLedgerCheck, startPayoutDeadlineCheck } from './services/alerts'
import { startAuditExportJob } from './services/audit'
import { banListOf } from './services/banList'
import { startCrashJob } from './services/crash'
import { type Job, type JobLease, type JobLog, type JobRunner, NO_JOB } from './services/jobs'
import { startPayoutJobs } from './services/money'
import { startBroadcastJob } from './services/notifications'
import { startPartnerPlanJobs } from './services/partnerPlans'
import { startPostbackJob } from './services/partners'
import { startBanListJob, startMonitoringJob } from './services/protection'
import { startRaceJob } from './services/races'
import { startRegulatorJob } from './services/regulator'
import { startRewardJobs } from './services/rewards'
import type { SmsSender } from './sms'

/** What a job's start gets: the database, the settings, the log, and the lease its ticks run under. */
export interface JobContext {
  db: Db
  /** Where reads a replica may serve go (the regulator's files). */
  reads: Reads
  config: Config
  log: JobLog
  lease: JobLease
  /** The app's SMS gateway (the national statuses' notices). */
  sms: SmsSender
}

/** A periodic job: its lease's name, whether these settings run it, and its start. */
interface JobDeclaration {
  name: string
  /** Unset: always (a start may still find nothing configured and answer NO_JOB). */
  when?: (config: Config) => boolean
  start: (context: JobContext) => Job
}

/**
 * Every periodic job of the server, started in this order by every process and stopped in the same order.
 * Each runs in the one process, on any host, that holds its lease (services/jobs); a new job is one row here,
 * its start function passing the lease to startJob.
 */
export const JOBS: readonly JobDeclaration[] = [
  // Rebates and salaries: each period is also claimed on its own, so it is paid once.
  { name: 'rewards', start: ({ db, log, lease }) => startRewardJobs(db, log, lease) },
  // The providers' game lists: at start and every hour.
  {
    name: 'catalogue_sync',
    start: ({ db, config, log, lease }) => startCatalogueSync(db, config, log, lease),
  },
  // The transfer wallet's held orders and the balances of games left.
  {
    name: 'provider_transfers',
    start: ({ db, config, log, lease }) => startTransferJobs(db, config.hub88, log, lease),
  },
  // The providers' reconciliation: yesterday's São Paulo day once it is over.
  {
    name: 'provider_reconciliation',
    start: ({ db, config, log, lease }) => startReconcileJob(db, config, log, lease),
  },
  // Risk and responsible-gaming monitoring, every 30 seconds.
  {
    name: 'monitoring',
    when: (config) => config.monitoring,
    start: ({ db, log, lease }) => startMonitoringJob(db, log, lease),
  },
  // PIX payouts (PAYOUT_URL): rules, sending and queries.
  { name: 'payouts', start: ({ db, config, log, lease }) => startPayoutJobs(db, config.payouts, log, lease) },
  // The national ban list's sweep and each status's flow (brazil profile; its notices in Portuguese).
  {
    name: 'ban_list',
    start: ({ db, config, log, lease, sms }) =>
      startBanListJob(
        db,
        banListOf(config.compliance.banList),
        { sms, t: translatorFor('pt'), cancelRounds: cancelOpenRounds },
        log,
        lease,
      ),
  },
  // The regulator's daily files (brazil profile): the previous São Paulo day after midnight.
  {
    name: 'regulator',
    start: ({ db, reads, config, log, lease }) => startRegulatorJob(db, reads, config.regulator, log, lease),
  },
  // The races' settlement: every ended race's prizes paid once, then final (docs/races.md).
  { name: 'races', start: ({ db, log, lease }) => startRaceJob(db, log, lease) },
  // The console's alerts (docs/console.md, Alerts): balances against entries every 5 minutes...
  { name: 'ledger_check', start: ({ db, log, lease }) => startLedgerCheck(db, log, lease) },
  // ...and the withdrawals past 90 of their 120 minutes, every minute.
  { name: 'payout_deadline', start: ({ db, log, lease }) => startPayoutDeadlineCheck(db, log, lease) },
  // ...and the complaints past the 10-day mark of their final answer, every 5 minutes.
  { name: 'complaint_deadline', start: ({ db, log, lease }) => startComplaintDeadlineCheck(db, log, lease) },
  // The audit chain's head, every hour, to AUDIT_EXPORT_FILE and AUDIT_EXPORT_URL.
  {
    name: 'audit_export',
    start: ({ db, config, log, lease }) => startAuditExportJob(db, config.audit, log, lease),
  },
  // Broadcasts under way, batch by batch, resumed after a restart.
  { name: 'broadcasts', start: ({ db, log, lease }) => startBroadcastJob(db, log, lease) },
  // The crash game's rounds: stepped whenever a step is due (docs/games.md, Crash: rounds and money).
  { name: 'crash', start: ({ db, log, lease }) => startCrashJob(db, log, lease) },
  // Partners' postbacks from the outbox, each player's in order, retried until a 2xx (docs/partners.md).
  {
    name: 'postbacks',
    start: ({ db, config, log, lease }) => startPostbackJob(db, config.postbacks, log, lease),
  },
  // Partners' CPA qualifications every PARTNER_PLANS_POLL_SECONDS (a minute), and the last ended São Paulo
  // month's statements frozen once.
  {
    name: 'partner_plans',
    start: ({ db, config, log, lease }) =>
      startPartnerPlanJobs(db, config.partnerPlansPollSeconds, log, lease),
  },
]

/**
 * Starts the jobs these settings run, then competes for their leases (a job with nothing configured takes
 * none); stop() stops them in order, each waiting for its tick under way, then gives the leases up.
 */
export const startJobs = async (
  jobs: readonly JobDeclaration[],
  runner: JobRunner,
  context: Omit<JobContext, 'lease'>,
): Promise<Job> => {
  const started = jobs
    .filter(({ when }) => when?.(context.config) ?? true)
    .map(({ name, start }) => ({ name, job: start({ ...context, lease: runner.lease(name) }) }))
    .filter(({ job }) => job !== NO_JOB)
  await runner.start(started.map(({ name }) => name))
  return {
    stop: async () => {
      for (const { job } of started) await job.stop()
      await runner.stop()
    },
  }
}
