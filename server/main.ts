import cluster from 'node:cluster'
import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { superviseWorkers } from './cluster'
import { type Config, settingsOrExit } from './config'
import { JOBS, startJobs } from './jobs'
import { openUrls } from './openUrls'
import { openSeededDatabase } from './seeds'
import { createJobRunner } from './services/jobs'

/** One server process: the database, the app on the port, the jobs; SIGTERM drains it. */
const serve = async (config: Config) => {
  const database = await openSeededDatabase(config).catch((error: unknown) => {
    // A clear line, not a stack: the usual causes are settings (a PGlite directory in use, a bad URL).
    console.error(`Ficha could not open its database: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
  const app = await buildApp({ config, database }).catch(async (error: unknown) => {
    // One line, as above: a route table and its modules that disagree (server/routeTable.ts) name the path.
    console.error(`Ficha could not start: ${error instanceof Error ? error.message : error}`)
    await database.close()
    process.exit(1)
  })

  // Every periodic job, each run by the one process on any host that holds its lease (server/jobs.ts).
  const runner = createJobRunner(database.db, { leaseSeconds: config.jobLeaseSeconds, log: app.log })
  const jobs = await startJobs(JOBS, runner, {
    db: database.db,
    reads: database.reads,
    config,
    log: app.log,
    sms: app.sms,
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
      // Fastify's close() stops accepting connections, ends the live feed's streams and waits for in-flight
      // requests; only then do the jobs and the database go (an onClose hook would run before the server
      // has drained, and a spin still in flight would find the pool closed).
      await app.close()
      await jobs.stop()
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

/** Starts the server: npm run server, or npm start (from source, or in production the build in dist/server). */
const config = settingsOrExit('Ficha cannot start')
if (config.workers > 1 && cluster.isPrimary) superviseWorkers(config.workers)
else await serve(config)
