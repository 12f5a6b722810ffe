import type { ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { afterAll, expect, test } from 'vitest'
import { DEV_OPERATOR } from '../../server/config'
import { Code } from '../../src/contract/codes'
import { spawnServer, throwawayDataDir } from './helpers'
import { PRODUCTION_ENV } from './productionEnv'

// The real entry point (npm run server), as a separate process with structured logs on stdout.
const dataDir = throwawayDataDir('main')
let server: ChildProcess | undefined
afterAll(() => {
  server?.kill('SIGKILL')
})

interface LogLine {
  msg: string
  [field: string]: unknown
}

test('starts, logs in JSON, and on SIGTERM finishes the request in flight before exiting cleanly', async () => {
  const child = spawnServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    DATABASE_URL: '',
  })
  server = child
  const logs: LogLine[] = []
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = []
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine
    logs.push(line)
    for (const waiter of waiters.filter((candidate) => candidate.match(line))) waiter.resolve(line)
  })
  const logged = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const earlier = logs.find(match)
      if (earlier) resolve(earlier)
      else waiters.push({ match, resolve })
    })
  const terminal: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => terminal.push(chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

  const listening = await Promise.race([
    logged((line) => line.msg.startsWith('Server listening at')),
    exited.then((code) => {
      throw new Error(`server exited with ${code} before listening`)
    }),
  ])
  const address = String(listening.msg).replace('Server listening at ', '')
  expect(await logged((line) => line.msg === 'Ficha is serving')).toMatchObject({ env: 'development' })

  // A login takes an argon2id check: SIGTERM arrives while it runs.
  const inFlight = fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '+5511987650000', password: 'whatever password' }),
  })
  await logged((line) => line.msg === 'incoming request')
  child.kill('SIGTERM')

  const answer = await (await inFlight).json()
  expect(answer).toMatchObject({ code: Code.InvalidCredentials })
  expect(await exited).toBe(0)
  expect(logs.map((line) => line.msg)).toContain('shutting down')
  expect(logs.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true)
  // The development credentials are on the terminal, never in the log.
  expect(terminal.join('')).toContain('operator account')
  expect(terminal.join('')).toContain(`Open Ficha at ${address}/`)
  expect(JSON.stringify(logs)).not.toContain(DEV_OPERATOR.password)
}, 60_000)

test('in development the log is readable lines, and the terminal says where to open Ficha', async () => {
  const child = spawnServer({
    DATA_DIR: 'memory://',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    LOG_FORMAT: '',
    DEMO_PLAYERS: 'false',
    DATABASE_URL: '',
  })
  server = child
  let stdout = ''
  let terminal = ''
  const serving = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes('Ficha is serving') && terminal.includes('Open Ficha at')) resolve()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      terminal += chunk.toString()
      if (stdout.includes('Ficha is serving') && terminal.includes('Open Ficha at')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${terminal}`)))
  })
  await serving
  child.kill('SIGKILL')
  const line = stdout.split('\n').find((text) => text.includes('Ficha is serving')) ?? ''
  expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Ficha is serving/)
  expect(terminal).toMatch(/Open Ficha at http:\/\/127\.0\.0\.1:\d+\//)
}, 60_000)

/** Runs the server with this environment until it exits; its stdout and stderr, and its exit code. */
const runToExit = async (env: Record<string, string>) => {
  const child = spawnServer(env)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { stdout, stderr, code }
}

test.each([
  ['a missing setting', { SMS_WEBHOOK_URL: '' }, 'SMS_PROVIDER=http needs SMS_WEBHOOK_URL'],
  ['a bad value', { PORT: 'eighty' }, 'PORT is not a port: eighty'],
  [
    'a development secret in production',
    { PIX_WEBHOOK_SECRET: 'ficha-dev-pix-secret' },
    'PIX_WEBHOOK_SECRET is the published development secret: set a secret of your own',
  ],
])(
  '%s stops the start with one line naming the setting, no stack, exit 1',
  async (_, wrong, message) => {
    const { stdout, stderr, code } = await runToExit({
      ...PRODUCTION_ENV,
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      ...wrong,
    })
    expect(code).toBe(1)
    expect(stderr).toBe(`Ficha cannot start: ${message}\n`)
    expect(stdout).toBe('')
  },
  30_000,
)
