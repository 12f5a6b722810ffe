import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import type { App } from '@server/app'
import type { Config } from '@server/config'
import type { Db } from '@server/db'
import { Hub88Simulator } from '@simulator/hub88'
import { type RunningSimulator, startHub88Simulator } from '@simulator/hub88Server'
import { SlotegratorSimulator } from '@simulator/slotegrator'
import { type RunningSlotegratorSimulator, startSlotegratorSimulator } from '@simulator/slotegratorServer'
import type { GameIndex, ProviderSyncResult } from '@src/contract/catalogue'
import type { PlayRecordPage } from '@src/contract/records'
import { checkHub88, injectTransport as hub88Transport } from '@tests/support/hub88'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { checkSlotegrator, slotegratorInject as slotegratorTransport } from '../../support/slotegrator'
import { call, createTestServer, operatorToken, type TestServer } from '../helpers'

/**
 * The provider tests' servers, each made before the file's tests and closed after them (the hooks are
 * registered where it is called): read `given.server` and the simulator inside the tests.
 * - `hub88Wallet`, `slotegratorWallet`: the seamless wallet on, called by the in-process simulator
 *   (`given.sim`) through inject, no HTTP; `checked`: every test ends with the provider's ledger equal to the
 *   operator's, balanced and never negative.
 * - `runningHub88`, `runningSlotegrator`: the simulator's HTTP side running (`given.running`, the Games API and
 *   the game page), the server's provider settings pointing at it, its wallet calls reaching the server
 *   through inject.
 */

/**
 * The file's server with `config`, its wallet called by `sim` (made with the server's transport); `check`
 * compares the simulator's ledger with the server's books.
 */
const walletServer = <Sim>(
  checked: boolean,
  simulator: (transport: () => App) => Sim,
  config: (sim: Sim) => Partial<Config>,
  check: (db: Db, sim: Sim) => Promise<string[]>,
) => {
  const given = {} as { server: TestServer; sim: Sim }
  given.sim = simulator(() => given.server.app)
  beforeAll(async () => {
    given.server = await createTestServer({ config: config(given.sim) })
  })
  afterAll(() => given.server.close())
  if (checked)
    afterEach(async () => {
      expect(await check(given.server.db, given.sim)).toEqual([])
    })
  return given
}

export const hub88Wallet = ({ checked }: { checked: boolean }) =>
  walletServer(
    checked,
    // The simulator's keys exist before the server, which trusts its public key as Hub88's.
    (app) => new Hub88Simulator((...args) => hub88Transport(app())(...args)),
    ({ operatorId, publicKey }) => ({
      hub88: { enabled: true, apiUrl: undefined, operatorId, publicKey, privateKey: undefined },
    }),
    checkHub88,
  )

export const slotegratorWallet = ({ checked }: { checked: boolean }) =>
  walletServer(
    checked,
    (app) => new SlotegratorSimulator((...args) => slotegratorTransport(app())(...args)),
    ({ merchantId, merchantKey }) => ({
      slotegrator: { enabled: true, apiUrl: undefined, merchantId, merchantKey },
    }),
    checkSlotegrator,
  )

/** `hub88`: more of the server's Hub88 settings (`given.operator`: the operator's key pair) (the transfer wallet's); `transferWallet`: the simulator's. */
export const runningHub88 = (
  options: { hub88?: Partial<Config['hub88']>; transferWallet?: boolean } = {},
) => {
  // The simulator verifies the operator's Games API calls with the operator's public key; the server
  // trusts the simulator's key as Hub88's.
  const operator = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const given = { operator } as { server: TestServer; running: RunningSimulator; operator: typeof operator }
  beforeAll(async () => {
    given.running = await startHub88Simulator({
      wallet: (...args) => hub88Transport(given.server.app)(...args),
      operatorPublicKey: operator.publicKey,
      transferWallet: options.transferWallet,
    })
    given.server = await createTestServer({
      config: {
        hub88: {
          enabled: true,
          apiUrl: given.running.url,
          operatorId: 1,
          publicKey: createPublicKey(given.running.publicKeyPem),
          privateKey: operator.privateKey,
          ...options.hub88,
        } as Config['hub88'],
      },
    })
  })
  afterAll(async () => {
    await given.server.close()
    await given.running.close()
  })
  return given
}

export const runningSlotegrator = () => {
  const given = {} as { server: TestServer; running: RunningSlotegratorSimulator }
  beforeAll(async () => {
    // The simulator and the server share the merchant key: the server signs its Games API calls with it and
    // the simulator its wallet callbacks.
    given.running = await startSlotegratorSimulator({
      wallet: (...args) => slotegratorTransport(given.server.app)(...args),
    })
    const { url, merchantId, merchantKey } = given.running
    given.server = await createTestServer({
      config: { slotegrator: { enabled: true, apiUrl: url, merchantId, merchantKey } },
    })
  })
  afterAll(async () => {
    await given.server.close()
    await given.running.close()
  })
  return given
}

/** The operator's catalogue sync (admin/provider_sync) of the providers switched on. */
/** The names of every game of a lobby index, category after category. */
export const gameNames = (index: GameIndex) =>
  index.flatMap((category) => category.games.map((game) => game.name))

/**
 * Runs `run` with a provider's config value changed (a wrong key, an address that does not answer), and puts
 * the right one back whatever happens: the file's server is shared by the tests after it.
 */
export const withConfigValue = async <T, K extends keyof T>(
  config: T,
  key: K,
  value: T[K],
  run: () => Promise<void>,
) => {
  const right = config[key]
  config[key] = value
  try {
    await run()
  } finally {
    config[key] = right
  }
}

export const syncGames = async (server: TestServer) =>
  call<ProviderSyncResult>(server.app, 'admin/provider_sync', {}, { token: await operatorToken(server) })

/** The simulator's game page spins (a bet of 1 in its unit) in the session of a launch's game URL. */
export const gamePageSpin = (simulatorUrl: string, gameUrl: string) => {
  const session = new URL(gameUrl).searchParams.get('session')
  return async () =>
    (
      await fetch(`${simulatorUrl}/game/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, bet: 1 }),
      })
    ).json()
}

/** The player's play records (index/find_bets, in English) as the rows a test compares: game, bet, settled. */
export const playRecordRows = async (server: TestServer, token: string) =>
  (await call<PlayRecordPage>(server.app, 'index/find_bets', {}, { token, lang: 'en' })).data.list.map(
    ({ gameName, betAmount, settledAmount }) => ({ gameName, betAmount, settledAmount }),
  )
