import { timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db'
import {
  heldJobs,
  httpDuration,
  httpRequests,
  type LiveSource,
  liveSources,
  metricsContentType,
  metricsText,
} from '../metrics'
import { serverPath } from '../paths'

/** How many migrations this build ships: /readyz waits until the database has them all. */
const shippedMigrations = (
  JSON.parse(readFileSync(serverPath('db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
).entries.length

const bearer = (request: FastifyRequest): Buffer =>
  Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')

/**
 * For load balancers and orchestrators: /healthz (the process answers), /readyz (the database answers and
 * has every migration; 503 while shutting down), and /metrics in Prometheus' format, open only with the
 * METRICS_TOKEN bearer token (no token set: no /metrics). /readyz also names the periodic jobs this process
 * runs (`jobs`). Times every request for the metrics.
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })

    const source: LiveSource = {
      sseClients: () => app.liveFeed.connections,
      pool: () => database.poolStats?.(),
    }
    liveSources.add(source)
    app.addHook('onClose', async () => {
      liveSources.delete(source)
    })

    // A callback hook: nothing here waits, so no promise on every request.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched'
      httpRequests.inc({ method: request.method, route, status: reply.statusCode })
      httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
      done()
    })

    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      if (closing) return reply.status(503).send({ status: 'shutting down' })
      try {
        const result = (await database.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { applied: number }[] }
        const applied = Number(result.rows[0]?.applied ?? 0)
        if (applied < shippedMigrations)
          return reply.status(503).send({ status: 'migrations pending', applied, shipped: shippedMigrations })
        return { status: 'ok', jobs: heldJobs() }
      } catch {
        return reply.status(503).send({ status: 'database unreachable' })
      }
    })

    const token = app.config.metricsToken
    if (token) {
      const expected = Buffer.from(token)
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = bearer(request)
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' })
        return reply.type(metricsContentType).send(await metricsText())
      })
    }
  },
  { name: 'operations', dependencies: ['live-feed'] },
)
