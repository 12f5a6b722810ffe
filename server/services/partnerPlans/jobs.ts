import type { Db } from '../../db'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import { runQualification } from './qualification'
import { freezeMonth, lastEndedMonth, monthPending } from './statements'

/**
 * The partners' plans job (server/jobs.ts 'partner_plans'), under its lease: every `everySeconds`
 * (PARTNER_PLANS_POLL_SECONDS, a minute by default: a month frozen in its first minute), the CPA
 * qualifications of players who met their thresholds, then the statements of the last ended São Paulo month
 * for partners that lack one (freezeMonth writes each partner's once).
 */
export const startPartnerPlanJobs = (db: Db, everySeconds: number, log: JobLog, lease: JobLease): Job =>
  startJob(
    {
      everyMs: everySeconds * 1000,
      atStart: true,
      log,
      failure: 'partner plans failed; the next run retries',
      lease,
    },
    async () => {
      const now = new Date()
      const run = await runQualification(db, { now })
      if (run.qualified.length + run.excluded.length + run.held.length > 0)
        log.info(run, 'partner qualifications')
      const month = lastEndedMonth(now)
      if (!(await monthPending(db, month))) return
      const frozen = await freezeMonth(db, month)
      if (frozen > 0) log.info({ frozen, month }, 'partner statements frozen')
    },
  )
