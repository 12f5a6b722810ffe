import cluster from 'node:cluster'
import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { superviseWorkers } from './cluster'
import { type Config, loadConfig } from './config'
import { openUrls } from './openUrls'
import { startReconcileJob } from './providers/reconcile'
import { startCatalogueSync } from './providers/sync'
import { startTransferJobs } from './providers/transfers'
import { openSeededDatabase } from './seeds'
import { startAlertJobs } from './services/alerts'
import { startAuditExportJob } from './services/audit'
import { banListOf } from './services/banList'
import { NO_JOB } from './services/jobs'
import { startPayoutJobs } from './services/money/payoutJobs'
import { startBroadcastJob } from './services/notifications'
import { startBanListJob } from './services/protection/banList'
import { startMonitoringJob } from './services/protection/monitoring'
import { startRaceJob } from './services/races'
import { startRegulatorJob } from './services/regulator'
import { startRewardJobs } from './services/rewards/jobs'

/** One server process: the database, the app on the port, the jobs; SIGTERM drains it. */
const serve = async (config: Config) => {
  const database = await openSeededDatabase(config).catch((error: unknown) => {
    // A clear line, not a stack: the usual causes are settings (a PGlite directory in use, a bad URL).
    console.error(`Ficha could not open its database: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
  const app = await buildApp({ config, database })

  // The rebate and salary jobs run in every process (each period is claimed with a lease in the database,
  // so one process pays it); they stop before the database.
  const jobs = startRewardJobs(database.db, app.log)
  // The providers' game lists: read at start and every hour, by the first process only.
  const first = !cluster.isWorker || cluster.worker?.id === 1
  const catalogue = first ? startCatalogueSync(database.db, config, app.log) : NO_JOB
  // The transfer wallet's held orders and the balances of games left: by the first process only.
  const transfers = first ? startTransferJobs(database.db, config.hub88, app.log) : NO_JOB
  // The providers' reconciliation: yesterday's São Paulo day once it is over, by the first process only.
  const reconcile = first ? startReconcileJob(database.db, config, app.log) : NO_JOB
  // Risk and responsible-gaming monitoring: every 30 seconds, by the first process only (MONITORING=off stops it).
  const monitoring = first && config.monitoring ? startMonitoringJob(database.db, app.log) : NO_JOB

  // PIX payouts (PAYOUT_URL): rules, sending and queries, by the first process only.
  const payoutJobs = first ? startPayoutJobs(database.db, config.payouts, app.log) : NO_JOB

  // The national ban list's sweep and closings (brazil profile): by the first process only.
  const banList = first ? startBanListJob(database.db, banListOf(config.compliance.banList), app.log) : NO_JOB

  // The regulator's daily files (brazil profile): the previous São Paulo day after midnight, by the first
  // process only.
  const regulator = first ? startRegulatorJob(database.db, config.regulator, app.log) : NO_JOB

  // The races' settlement: every ended race's prizes paid once, then final (docs/races.md); by the first
  // process only (running in several at once would still pay each prize once).
  const raceJob = first ? startRaceJob(database.db, app.log) : NO_JOB

  // The console's alerts: the ledger reconciled with its entries every 5 minutes, and the withdrawals past 90
  // of their 120 minutes every minute (metrics and banners), by the first process only.
  const alerts = first ? startAlertJobs(database.db, app.log) : NO_JOB
  // The audit chain head, every hour to AUDIT_EXPORT_FILE / AUDIT_EXPORT_URL: by the first process only.
  const auditExport = first ? startAuditExportJob(database.db, config.audit, app.log) : NO_JOB

  // Broadcasts under way, resumed after a restart and sent batch by batch: by the first process only.
  const broadcasts = first ? startBroadcastJob(database.db, app.log) : NO_JOB

  let closing = false
  // A keep-alive connection whose request was in flight at SIGTERM would otherwise stay open until its idle
  // timeout and hold the shutdown: its last answer closes it.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    try {
      // Fastify's close() stops accepting connections, ends the live feed's streams and waits for in-flight
      // requests; only then do the jobs and the database go (an onClose hook would run before the server
      // has drained, and a spin still in flight would find the pool closed).
      await app.close()
      await jobs.stop()
      await catalogue.stop()
      await transfers.stop()
      await reconcile.stop()
      await payoutJobs.stop()
      await banList.stop()
      await regulator.stop()
      await raceJob.stop()
      await alerts.stop()
      await monitoring.stop()
      await auditExport.stop()
      await broadcasts.stop()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown')
      process.exit(1)
    }
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)

  try {
    await app.listen({ port: config.port, host: config.host })
    const { port } = app.server.address() as AddressInfo
    // On the terminal, not in the log: the one line a person starting the server looks for. Once, from
    // the first process.
    if (!cluster.isWorker || cluster.worker?.id === 1) {
      const [first, ...others] = openUrls(config.host, port)
      process.stderr.write(
        `Open Ficha at ${first}${others.length ? ` (on this network: ${others.join(', ')})` : ''}\n`,
      )
    }
    app.log.info(
      { database: database.kind, publicUrl: config.publicUrl, env: config.env, pid: process.pid },
      'Ficha is serving',
    )
    if (config.envUnset)
      app.log.warn(
        'NODE_ENV is not set: production rules apply (npm start sets development on a loopback HOST only)',
      )
    if (config.env === 'development' && cluster.isPrimary) {
      // On the terminal (stderr) only, like the console SMS codes: the log never carries credentials.
      process.stderr.write(
        `[dev] operator account ${config.operator.phone} / ${config.operator.password} (set OPERATOR_PHONE and OPERATOR_PASSWORD in production)\n`,
      )
    }
  } catch (error) {
    app.log.error({ err: error }, 'could not start')
    await database.close()
    process.exit(1)
  }
}

/** Starts the server: npm run server (or npm start, which builds the front end first). */
const config = loadConfig()
if (config.workers > 1 && cluster.isPrimary) superviseWorkers(config.workers)
else await serve(config)
