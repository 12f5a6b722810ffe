import type { FastifyBaseLogger } from 'fastify'
import type { PayoutConfig } from '../../config'
import type { Db } from '../../db'
import { httpPayoutProvider } from './payoutProvider'
import { runPayouts } from './payouts'

/**
 * The payout job (issue 27), by the first process only: every PAYOUT_POLL_SECONDS it runs the rules on new
 * withdrawal requests, sends the cleared ones and queries those whose outcome is not known. Without
 * PAYOUT_URL there is no provider and withdrawals are paid by hand from the console, as before.
 */
export const startPayoutJobs = (db: Db, config: PayoutConfig, log: FastifyBaseLogger) => {
  if (!config.url) return { stop: async () => undefined }
  const provider = httpPayoutProvider(config.url, config.apiKey)
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = running
      .then(() => runPayouts(db, provider, config.rules))
      .then((done) => {
        if (done.decided > 0 || done.sent > 0 || done.queried > 0) log.info(done, 'payouts run')
      })
      .catch((error: unknown) => log.warn({ err: error }, 'payout job failed'))
  }, config.pollSeconds * 1000)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
