import cluster from 'node:cluster'
import { buildApp } from './app'
import { superviseWorkers } from './cluster'
import { type Config, loadConfig } from './config'
import { openDatabase } from './db'
import { startRewardJobs } from './services/rewards/jobs'

/** One server process: the database, the app on the port, the jobs; SIGTERM drains it. */
const serve = async (config: Config) => {
  const database = await openDatabase(config).catch((error: unknown) => {
    // A clear line, not a stack: the usual causes are settings (a PGlite directory in use, a bad URL).
    console.error(`Ficha could not open its database: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
  const app = await buildApp({ config, database })

  // The rebate and salary jobs run in every process (each period is claimed with a lease in the database,
  // so one process pays it); they stop before the database.
  const jobs = startRewardJobs(database.db, app.log)

  // Fastify's close() stops accepting connections, ends the live feed's streams and waits for in-flight
  // requests; then the database goes.
  app.addHook('onClose', async () => {
    await jobs.stop()
    await database.close()
  })

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
      await app.close()
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
    app.log.info(
      { database: database.kind, publicUrl: config.publicUrl, pid: process.pid },
      'Ficha is serving',
    )
    if (!config.production && cluster.isPrimary) {
      app.log.info(
        { phone: config.operator.phone, password: config.operator.password },
        'operator account (development credentials; set OPERATOR_PHONE and OPERATOR_PASSWORD in production)',
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
