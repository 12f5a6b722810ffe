import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPostgresDatabase } from '../support/postgres'

const TOKEN = 'cluster-metrics-token-0123456789'

/** npm start's server with two workers on one port, on a fresh PostgreSQL database. */
describe.skipIf(!process.env.DATABASE_URL)('WEB_CONCURRENCY=2 (skipped: DATABASE_URL not set)', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>
  let child: ChildProcess | undefined
  beforeAll(async () => {
    database = await freshPostgresDatabase(process.env.DATABASE_URL ?? '')
  })
  afterAll(async () => {
    // A failed test leaves the server up: stop it (and so its workers) before dropping the database.
    if (child && child.exitCode === null) {
      const gone = new Promise((resolve) => child?.on('exit', resolve))
      child.kill('SIGTERM')
      await gone
    }
    await database?.drop()
  })

  test('two workers serve one port, /metrics sums them, and SIGTERM stops them all cleanly', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATABASE_DIRECT_URL: database.directUrl,
        WEB_CONCURRENCY: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        METRICS_TOKEN: TOKEN,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve))
    const pids = new Set<number>()
    let url = ''
    await new Promise<void>((resolve) => {
      createInterface({ input: child?.stdout as NodeJS.ReadableStream }).on('line', (text) => {
        const line = JSON.parse(text) as { msg: string; pid?: number }
        url = /^Server listening at (.+)$/.exec(line.msg)?.[1] ?? url
        if (line.msg === 'Ficha is serving' && line.pid) pids.add(line.pid)
        if (pids.size === 2) resolve()
      })
    })
    expect(pids.size).toBe(2)
    for (let index = 0; index < 20; index += 1) {
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
    }
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(metrics.status).toBe(200)
    const served = /ficha_http_requests_total\{method="GET",route="\/healthz",status="200"\} (\d+)/.exec(
      await metrics.text(),
    )
    // Whichever worker answered, the count is both workers' together.
    expect(Number(served?.[1])).toBe(20)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 120_000)
})
