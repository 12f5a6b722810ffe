import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { providerSyncs } from '@server/db/schema/providers'
import { injectTransport, units } from '@simulator/hub88'
import { type RunningSimulator, startHub88Simulator } from '@simulator/hub88Server'
import type { GameIndex, GameSearchPage, ProviderSyncResult } from '@src/contract/catalogue'
import type { WinList } from '@src/contract/feed'
import type { GameLaunch } from '@src/contract/game'
import type { PlayRecordPage } from '@src/contract/records'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createPlayer, createTestServer, operatorToken, type TestServer } from '../helpers'
import { fundedPlayer, gameBalance, seat } from './seat'

let server: TestServer
let running: RunningSimulator
const operator = generateKeyPairSync('rsa', { modulusLength: 2048 })

beforeAll(async () => {
  // The simulator verifies the operator's Games API calls with the operator's public key; the server
  // trusts the simulator's key as Hub88's. Its wallet calls reach the server through inject.
  running = await startHub88Simulator({
    wallet: (...args) => injectTransport(server.app)(...args),
    operatorPublicKey: operator.publicKey,
  })
  server = await createTestServer({
    config: {
      hub88: {
        enabled: true,
        apiUrl: running.url,
        operatorId: 1,
        publicKey: createPublicKey(running.publicKeyPem),
        privateKey: operator.privateKey,
      },
    },
  })
  const synced = await call<ProviderSyncResult>(
    server.app,
    'admin/provider_sync',
    {},
    {
      token: await operatorToken(server),
    },
  )
  expect(synced.code).toBe(1)
})
afterAll(async () => {
  await server.close()
  await running.close()
})

/** A new player with R$ `reais` in the game balance (as a deposit moved in would leave it). */
const player = (reais: number) => fundedPlayer(server, reais)

const names = (index: GameIndex) => index.flatMap((category) => category.games.map((game) => game.name))

describe('Hub88 catalogue', () => {
  it('shows the simulator games beside the originals, without the one blocked in Brazil or disabled', async () => {
    const all = await call<GameIndex>(server.app, 'index/game_index')
    expect(names(all.data)).toEqual(expect.arrayContaining(['Simulator Fortune', 'Simulator Rocket']))
    expect(names(all.data)).toContain('热带水果')
    expect(names(all.data)).not.toContain('Simulator Blocked in Brazil')
    expect(names(all.data)).not.toContain('Simulator Retired')
    const hub88 = await call<GameIndex>(server.app, 'index/game_index', { provider: 'hub88' })
    expect(names(hub88.data).sort()).toEqual(['Simulator Fortune', 'Simulator Rocket'])
    const fortune = hub88.data
      .flatMap((category) => category.games)
      .find((game) => game.name === 'Simulator Fortune')
    expect(fortune).toMatchObject({
      provider: 'hub88',
      studio: 'Ficha Simulator',
      rtp: 96,
      volatility: 'medium',
    })
  })

  it('finds provider games by name, filtered by provider', async () => {
    const found = await call<GameSearchPage>(server.app, 'index/game_like', {
      keyword: 'rocket',
      provider: 'hub88',
    })
    expect(found.data.list.map((game) => game.name)).toEqual(['Simulator Rocket'])
    const none = await call<GameSearchPage>(server.app, 'index/game_like', {
      keyword: 'rocket',
      provider: 'ficha',
    })
    expect(none.data.total).toBe(0)
  })

  it('records the operator’s sync with the operator, and refuses it to a player', async () => {
    const token = await operatorToken(server)
    const synced = await call<ProviderSyncResult>(server.app, 'admin/provider_sync', {}, { token })
    expect(synced.data).toEqual([{ provider: 'hub88', listed: 4, offered: 2, removed: 0 }])
    const rows = await server.db.select().from(providerSyncs).where(eq(providerSyncs.trigger, 'operator'))
    expect(rows.at(-1)).toMatchObject({ listed: 4, offered: 2, error: null })
    expect(rows.at(-1)?.actorId).toEqual(expect.any(Number))
    const someone = await createPlayer(server.app)
    expect((await call(server.app, 'admin/provider_sync', {}, { token: someone.token })).code).toBe(403)
  })
})

describe('Hub88 launch', () => {
  it('opens the simulator game page in the player’s language, the call signed with the operator’s key', async () => {
    const gambler = await player(10)
    const launch = await call<GameLaunch>(
      server.app,
      'index/in_game',
      { slug: 'hub88-sim-fortune' },
      { token: gambler.token, lang: 'pt' },
    )
    expect(launch.code).toBe(1)
    expect(launch.data.url).toMatch(new RegExp(`^${running.url}/game\\?session=[0-9a-f-]+&lang=pt$`))
    const page = await fetch(launch.data.url)
    expect(await page.text()).toContain('Girar')
  })

  it('says so in the player’s language when the provider refuses the call (wrong signature)', async () => {
    const gambler = await player(1)
    const { hub88 } = server.app.config
    const right = hub88.privateKey
    hub88.privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    try {
      const launch = await call(
        server.app,
        'index/in_game',
        { slug: 'hub88-sim-fortune' },
        {
          token: gambler.token,
          lang: 'pt',
        },
      )
      expect(launch).toMatchObject({
        code: 1310,
        msg: 'Não foi possível abrir o jogo. Tente novamente em instantes.',
      })
    } finally {
      hub88.privateKey = right
    }
  })

  it('refuses a game blocked in Brazil or disabled, in the player’s language', async () => {
    const gambler = await player(1)
    for (const slug of ['hub88-sim-blocked', 'hub88-sim-retired']) {
      const launch = await call(server.app, 'index/in_game', { slug }, { token: gambler.token, lang: 'en' })
      expect(launch).toMatchObject({
        code: 1309,
        msg: 'This game is not available in your country right now.',
      })
    }
  })

  it('still settles a pending win of a game switched off since', async () => {
    const seated = await seat(server, 5)
    const bet = running.simulator.bet(seated, units(1), { game_code: 'sim_retired' })
    expect(await running.simulator.call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK' })
    const win = running.simulator.win(seated, units(3), {
      round: bet.round,
      game_code: 'sim_retired',
      round_closed: true,
    })
    expect(await running.simulator.call('transaction/win', win)).toMatchObject({
      status: 'RS_OK',
      balance: units(7),
    })
    expect(await gameBalance(server, seated.userId)).toBe(700)
  })
})

describe('Hub88 rounds in records and feeds', () => {
  it('a spin on the game page debits and credits the wallet and shows in the play records and the live feed', async () => {
    const gambler = await player(10)
    const launch = await call<GameLaunch>(
      server.app,
      'index/in_game',
      { slug: 'hub88-sim-fortune' },
      { token: gambler.token },
    )
    const session = new URL(launch.data.url).searchParams.get('session')
    const spin = async () =>
      (
        await fetch(`${running.url}/game/spin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session, bet: 1 }),
        })
      ).json()
    // The simulator's cycle: the first spin pays twice the bet, the second nothing.
    expect(await spin()).toMatchObject({ status: 'RS_OK', win: units(2), balance: units(11) })
    expect(await spin()).toMatchObject({ status: 'RS_OK', win: 0, balance: units(10) })
    expect(await gameBalance(server, gambler.user.id)).toBe(1000)

    const records = await call<PlayRecordPage>(
      server.app,
      'index/find_bets',
      {},
      { token: gambler.token, lang: 'en' },
    )
    expect(
      records.data.list.map(({ gameName, betAmount, settledAmount }) => ({
        gameName,
        betAmount,
        settledAmount,
      })),
    ).toEqual([
      { gameName: 'Simulator Fortune', betAmount: 100, settledAmount: 0 },
      { gameName: 'Simulator Fortune', betAmount: 100, settledAmount: 200 },
    ])
    const feed = await call<WinList>(server.app, 'bet/getWinList', { count: 50, wins: true })
    expect(
      feed.data.find((row) => row.apigames.name === 'Simulator Fortune' && row.settledAmount === 200),
    ).toBeDefined()
    expect(await running.simulator.check(server.db)).toEqual([])
  })
})
