import type { ChildProcess } from 'node:child_process'
import { seatedBenchPlayer } from '@scripts/bench-support'
import type { WalletPath } from '@server/providers/hub88/wallet'
import { Hub88Simulator, type Transport, units } from '@simulator/hub88'
import { checkHub88 } from '@tests/support/hub88'
import { databaseEnv } from '@tests/support/postgres'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  createPostgresTestServer,
  describeOnPostgres,
  newPhone,
  spawnServer,
  type TestServer,
} from '../helpers'

/**
 * A real server process on PostgreSQL, killed with SIGKILL while Hub88's simulator has
 * 1,000 signed callbacks in flight over HTTP, then restarted on the same database. Each callback is retried
 * until answered; every answer equals the first success, and the provider's ledger equals the operator's.
 */
const PLAYERS = 40
const CALLBACKS = 1_000
/** Answers heard before the kill: the rest are in flight, queued or not yet sent. */
const KILL_AFTER = 250

let server: TestServer
let child: ChildProcess | undefined
/** Where the server process listens now (a new port after the restart). */
let base = ''

const http: Transport = async (path, body, headers) => {
  const response = await fetch(`${base}/gp/hub88/${path}`, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
  return response.json()
}
const sim = new Hub88Simulator((...args) => http(...args))

/** Starts server/main.ts on the test's database, trusting the simulator's key; answers its address. */
const start = async (): Promise<string> => {
  const spawned = spawnServer({
    ...databaseEnv(server.config),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_PLAYERS: 'false',
    DATA_DIR: 'memory://',
    HUB88_OPERATOR_ID: String(sim.operatorId),
    HUB88_PUBLIC_KEY: sim.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  })
  child = spawned
  let terminal = ''
  return new Promise((resolve, reject) => {
    spawned.stderr?.on('data', (chunk: Buffer) => {
      terminal += chunk.toString()
      const address = /Open Ficha at (http:\/\/[^/\s]+)/.exec(terminal)?.[1]
      if (address) resolve(address)
    })
    spawned.stdout?.resume()
    spawned.on('exit', (code) => reject(new Error(`server exited with ${code}: ${terminal}`)))
  })
}

const kill = (target: ChildProcess) =>
  new Promise<void>((resolve) => {
    target.once('exit', () => resolve())
    target.kill('SIGKILL')
  })

describeOnPostgres('a Hub88 wallet server killed during 1,000 callbacks', () => {
  beforeAll(async () => {
    server = await createPostgresTestServer()
  })
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) await kill(child)
    await server?.close()
  })

  it('answers every retried callback with its first success, and both ledgers agree to the centavo', async () => {
    // Straight into the database (no sign-up's password hashing): R$ 500 each, far above what they bet.
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => seatedBenchPlayer(server.db, newPhone(), 50_000, 'hub88')),
    )
    // Bets and wins in pairs, each pair a round of one player, amounts varying to the centavo.
    const callbacks: { path: WalletPath; body: Record<string, unknown> }[] = []
    for (let index = 0; callbacks.length < CALLBACKS; index += 1) {
      const player = players[index % PLAYERS] as (typeof players)[number]
      const bet = sim.bet(player, units(1 + (index % 97) / 100))
      callbacks.push({ path: 'transaction/bet', body: bet })
      const win = sim.winFor(bet, units((index % 7) * 0.35))
      callbacks.push({ path: 'transaction/win', body: win })
    }
    base = await start()

    /** The first successful answer of each callback, by its index. */
    const first = new Map<number, Record<string, unknown>>()
    const send = async (index: number) => {
      const { path, body } = callbacks[index] as (typeof callbacks)[number]
      try {
        return await sim.call(path, body)
      } catch {
        return null // the connection was refused or cut: no answer
      }
    }
    let heard = 0
    let killed: Promise<void> | undefined
    const running = child as ChildProcess
    const heardOf = async (index: number) => {
      const answer = await send(index)
      if (answer?.status === 'RS_OK') first.set(index, answer)
      heard += answer ? 1 : 0
      if (heard >= KILL_AFTER && !killed) killed = kill(running)
      return answer
    }
    // The rounds at once, each a bet then, once it is taken, the win naming it (as Hub88 plays a round).
    await Promise.all(
      callbacks
        .filter((_callback, index) => index % 2 === 0)
        .map(async (_bet, round) => {
          if ((await heardOf(2 * round))?.status === 'RS_OK') await heardOf(2 * round + 1)
        }),
    )
    await killed
    // The kill landed in the middle: some answers were heard, others were not.
    expect(first.size).toBeGreaterThanOrEqual(KILL_AFTER)
    expect(first.size).toBeLessThan(CALLBACKS)

    base = await start()
    // Hub88 retries each unanswered callback, unchanged, until it hears a success (a win sent beside its
    // bet may come first and be refused: it is sent again the next time round).
    for (let round = 0; first.size < CALLBACKS && round < 20; round += 1) {
      const missing = callbacks.map((_callback, index) => index).filter((index) => !first.has(index))
      for (let offset = 0; offset < missing.length; offset += 100)
        await Promise.all(
          missing.slice(offset, offset + 100).map(async (index) => {
            const answer = await send(index)
            if (answer?.status === 'RS_OK') first.set(index, answer)
          }),
        )
    }
    expect(first.size).toBe(CALLBACKS)

    // Every callback once more: each answer is its first success again (balance, user, request id).
    const again: number[] = []
    for (let offset = 0; offset < CALLBACKS; offset += 100)
      await Promise.all(
        callbacks.slice(offset, offset + 100).map(async (_callback, at) => {
          const index = offset + at
          if (JSON.stringify(await send(index)) !== JSON.stringify(first.get(index))) again.push(index)
        }),
      )
    expect(again).toEqual([])

    expect(await checkHub88(server.db, sim)).toEqual([])
    expect(sim.ledger.size).toBe(CALLBACKS)
  }, 600_000)
})
