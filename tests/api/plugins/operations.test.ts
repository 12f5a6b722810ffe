import { spin } from '@server/services/games/rounds'
import { createJobRunner } from '@server/services/jobs'
import { describe, expect, test, vi } from 'vitest'
import { fundGame, playable } from '../games/gameFixtures'
import { createTestServer, sharedServer } from '../helpers'
import { insertPlayer } from '../services/ledgerFixtures'

const TOKEN = 'metrics-token-for-tests-0123456789'

describe('health, readiness and metrics', () => {
  const given = sharedServer(() => createTestServer({ config: { metricsToken: TOKEN } }))

  test('/healthz answers while the process is up', async () => {
    const response = await given.server.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  test('/readyz answers 200 once the database answers with every migration applied', async () => {
    const response = await given.server.app.inject({ method: 'GET', url: '/readyz' })
    expect(response.statusCode).toBe(200)
  })

  test('/metrics needs the token', async () => {
    expect((await given.server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
    const wrong = await given.server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-0123456789' },
    })
    expect(wrong.statusCode).toBe(401)
  })

  test('/metrics counts requests per route, rounds and money, and shows the live streams', async () => {
    const game = await playable(given.server.db, 'tesouro-do-farao')
    const userId = await insertPlayer(given.server.db)
    await fundGame(given.server.db, userId, 10_000)
    await spin(given.server.db, { userId, game, bet: game.minBet, clientRoundId: 'metrics-round' })
    await given.server.app.inject({ method: 'POST', url: '/api/webconfig/index', payload: {} })
    const response = await given.server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.statusCode).toBe(200)
    const text = response.body
    expect(text).toMatch(
      /ficha_http_requests_total\{method="POST",route="\/api\/webconfig\/index",status="200"\} \d+/,
    )
    expect(text).toContain('ficha_http_request_duration_seconds_bucket')
    expect(text).toMatch(/ficha_rounds_total [1-9]/)
    expect(text).toMatch(/ficha_round_centavos_total\{side="bet"\} [1-9]/)
    expect(text).toMatch(/ficha_ledger_movements_total\{reason="adjustment"\} [1-9]/)
    expect(text).toContain('ficha_sse_clients')
    expect(text).toContain('ficha_db_pool_connections')
  })

  test('/readyz names the jobs this process runs; /metrics says which and how long since each succeeded', async () => {
    const runner = createJobRunner(given.server.db, {
      leaseSeconds: 15,
      log: { info: vi.fn(), warn: vi.fn() },
    })
    const lease = runner.lease('readiness_check')
    await runner.start(['readiness_check'])
    try {
      expect(await lease.run(async () => undefined)).toBe(true)
      const ready = await given.server.app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.json()).toEqual({ status: 'ok', jobs: ['readiness_check'] })
      const metrics = await given.server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(metrics.body).toContain('ficha_job_held{job="readiness_check"} 1')
      expect(metrics.body).toMatch(/ficha_job_seconds_since_success\{job="readiness_check"\} \d/)
    } finally {
      await runner.stop()
    }
    expect((await given.server.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      jobs: [],
    })
  })
})

describe('without METRICS_TOKEN', () => {
  const given = sharedServer()

  test('/metrics is not served at all', async () => {
    const response = await given.server.app.inject({ method: 'GET', url: '/metrics' })
    expect(response.statusCode).toBe(404)
  })
})
