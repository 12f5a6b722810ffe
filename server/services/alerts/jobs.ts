import type { Gauge } from 'prom-client'
import type { Db } from '../../db'
import {
  complaintOverdueOldest,
  complaintsOverdue,
  ledgerAccountsOutOfBalance,
  ledgerDifference,
  payoutLateOldest,
  payoutsLate,
} from '../../metrics'
import { overdueComplaints } from '../complaints'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import { reconcileLedger } from '../ledger'
import { lateWithdrawals } from '../money'
import { type AlertDetails, keepAlert } from './store'

/** The ledger's reconciliation reads every entry once: every few minutes is often enough to page someone. */
const LEDGER_CHECK_MS = 5 * 60_000

/** The payouts' 90-minute mark is checked every minute, so the alert comes well before the 120th. */
const PAYOUT_CHECK_MS = 60_000

/** A complaint's mark is counted in days: a look every 5 minutes is soon enough. */
const COMPLAINT_CHECK_MS = 5 * 60_000

/**
 * One reconciliation: the metrics set, the console's alert opened (or kept) on a difference, closed without.
 * @internal Tests run one pass of the job.
 */
export const checkLedger = async (db: Db, log: JobLog) => {
  const found = await reconcileLedger(db)
  ledgerDifference.set(found?.difference ?? 0)
  ledgerAccountsOutOfBalance.set(found?.accountCount ?? 0)
  await keepAlert(db, 'ledgerDifference', found)
  if (found)
    log.warn(
      {
        accounts: found.accounts.slice(0, 10),
        accountCount: found.accountCount,
        ledgerTotal: found.ledgerTotal,
      },
      'the ledger does not reconcile',
    )
  return found
}

/**
 * A queue's deadline watch, one look: what is past the mark sets the count and the oldest one's lateness, and
 * keeps the console's alert open, or closes it when nothing is late.
 */
const deadlineCheck =
  <K extends 'payoutDeadline' | 'complaintOverdue'>(
    kind: K,
    pastMark: (
      db: Db,
      now: Date,
    ) => Promise<(AlertDetails[K] & { count: number; oldestSeconds: number }) | null>,
    count: Gauge,
    oldest: Gauge,
  ) =>
  async (db: Db, now = new Date()) => {
    const late = await pastMark(db, now)
    count.set(late?.count ?? 0)
    oldest.set(late?.oldestSeconds ?? 0)
    await keepAlert(db, kind, late)
    return late
  }

/**
 * One look at the withdrawals past 90 minutes.
 * @internal Tests run one pass of the job.
 */
export const checkPayoutDeadline = deadlineCheck(
  'payoutDeadline',
  lateWithdrawals,
  payoutsLate,
  payoutLateOldest,
)

/** An alert's job: one look every `everyMs` and when this process takes the job's lease; a failed look is logged. */
const checkJob =
  (everyMs: number, failure: string, check: (db: Db, log: JobLog) => Promise<unknown>) =>
  (db: Db, log: JobLog, lease: JobLease): Job =>
    startJob({ everyMs, atStart: true, log, failure, lease }, async () => {
      await check(db, log)
    })

/** The ledger's reconciliation, every 5 minutes and when this process takes the job's lease. */
export const startLedgerCheck = checkJob(LEDGER_CHECK_MS, 'ledger reconciliation failed', checkLedger)

/** The withdrawals past 90 of their 120 minutes, every minute and when this process takes the job's lease. */
export const startPayoutDeadlineCheck = checkJob(PAYOUT_CHECK_MS, 'payout deadline check failed', (db) =>
  checkPayoutDeadline(db),
)

/**
 * One look at the complaints past their 10-day mark.
 * @internal Tests run one pass of the job.
 */
export const checkComplaintDeadline = deadlineCheck(
  'complaintOverdue',
  overdueComplaints,
  complaintsOverdue,
  complaintOverdueOldest,
)

/** The complaints past their 10-day mark, every 5 minutes and when this process takes the job's lease. */
export const startComplaintDeadlineCheck = checkJob(
  COMPLAINT_CHECK_MS,
  'complaint deadline check failed',
  (db) => checkComplaintDeadline(db),
)
