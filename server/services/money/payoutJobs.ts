import type { PayoutConfig } from '../../config'
import type { Db } from '../../db'
import { type Job, type JobLease, type JobLog, NO_JOB, startJob } from '../jobs'
import { httpPayoutProvider } from './payoutProvider'
import { runPayouts } from './payouts'

/**
 * The payout job, run by the process holding its lease: every PAYOUT_POLL_SECONDS it runs the rules on new
 * withdrawal requests, sends the cleared ones and queries those whose outcome is not known. Without
 * PAYOUT_URL there is no provider and withdrawals are paid by hand from the console, as before.
 */
export const startPayoutJobs = (db: Db, config: PayoutConfig, log: JobLog, lease: JobLease): Job => {
  if (!config.url) return NO_JOB
  const provider = httpPayoutProvider(config.url, config.apiKey)
  return startJob(
    { everyMs: config.pollSeconds * 1000, atStart: false, log, failure: 'payout job failed', lease },
    async () => {
      const done = await runPayouts(db, provider, config.rules)
      if (done.decided > 0 || done.sent > 0 || done.queried > 0) log.info(done, 'payouts run')
    },
  )
}
