import { generateKeyPairSync } from 'node:crypto'
import { providerSyncs } from '@server/db/schema/providers'
import { units } from '@simulator/hub88'
import type { GameIndex, GameSearchPage, ProviderSyncResult } from '@src/contract/catalogue'
import type { WinList } from '@src/contract/feed'
import type { GameLaunch } from '@src/contract/game'
import { checkHub88 } from '@tests/support/hub88'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, createPlayer, operatorToken } from '../helpers'
import { fundedPlayer, gameBalance, seat } from './seat'
import { gameNames, gamePageSpin, playRecordRows, runningHub88, syncGames, withConfigValue } from './servers'

const given = runningHub88()
beforeAll(async () => {
  const synced = await syncGames(given.server)
  expect(synced.code).toBe(1)
})

/** A new player with R$ `reais` in the game balance (as a deposit moved in would leave it). */
const player = (reais: number) => fundedPlayer(given.server, reais)

/** The player opens a game of the catalogue (index/in_game), in `lang` when given. */
const launchGame = (token: string, slug: string, lang?: string) =>
  call<GameLaunch>(given.server.app, 'index/in_game', { slug }, { token, lang })

describe('Hub88 catalogue', () => {
  it('shows the simulator games beside the originals, without the one blocked in Brazil or disabled', async () => {
    const all = await call<GameIndex>(given.server.app, 'index/game_index')
    expect(gameNames(all.data)).toEqual(expect.arrayContaining(['Simulator Fortune', 'Simulator Rocket']))
    expect(gameNames(all.data)).toContain('热带水果')
    expect(gameNames(all.data)).not.toContain('Simulator Blocked in Brazil')
    expect(gameNames(all.data)).not.toContain('Simulator Retired')
    const hub88 = await call<GameIndex>(given.server.app, 'index/game_index', { provider: 'hub88' })
    expect(gameNames(hub88.data).sort()).toEqual(['Simulator Fortune', 'Simulator Rocket'])
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
    const found = await call<GameSearchPage>(given.server.app, 'index/game_like', {
      keyword: 'rocket',
      provider: 'hub88',
    })
    expect(found.data.list.map((game) => game.name)).toEqual(['Simulator Rocket'])
    const none = await call<GameSearchPage>(given.server.app, 'index/game_like', {
      keyword: 'rocket',
      provider: 'ficha',
    })
    expect(none.data.total).toBe(0)
  })

  it('records the operator’s sync with the operator, and refuses it to a player', async () => {
    const token = await operatorToken(given.server)
    const synced = await call<ProviderSyncResult>(given.server.app, 'admin/provider_sync', {}, { token })
    expect(synced.data).toEqual([{ provider: 'hub88', listed: 4, offered: 2, removed: 0 }])
    const rows = await given.server.db
      .select()
      .from(providerSyncs)
      .where(eq(providerSyncs.trigger, 'operator'))
    expect(rows.at(-1)).toMatchObject({ listed: 4, offered: 2, error: null })
    expect(rows.at(-1)?.actorId).toEqual(expect.any(Number))
    const someone = await createPlayer(given.server.app)
    expect((await call(given.server.app, 'admin/provider_sync', {}, { token: someone.token })).code).toBe(403)
  })
})

describe('Hub88 launch', () => {
  it('opens the simulator game page in the player’s language, the call signed with the operator’s key', async () => {
    const gambler = await player(10)
    const launch = await launchGame(gambler.token, 'hub88-sim-fortune', 'pt')
    expect(launch.code).toBe(1)
    expect(launch.data.url).toMatch(new RegExp(`^${given.running.url}/game\\?session=[0-9a-f-]+&lang=pt$`))
    const page = await fetch(launch.data.url)
    expect(await page.text()).toContain('Girar')
  })

  it('says so in the player’s language when the provider refuses the call (wrong signature)', async () => {
    const gambler = await player(1)
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    await withConfigValue(given.server.app.config.hub88, 'privateKey', wrongKey, async () => {
      const launch = await launchGame(gambler.token, 'hub88-sim-fortune', 'pt')
      expect(launch).toMatchObject({
        code: 1310,
        msg: 'Não foi possível abrir o jogo. Tente novamente em instantes.',
      })
    })
  })

  it('refuses a game blocked in Brazil or disabled, in the player’s language', async () => {
    const gambler = await player(1)
    for (const slug of ['hub88-sim-blocked', 'hub88-sim-retired']) {
      const launch = await launchGame(gambler.token, slug, 'en')
      expect(launch).toMatchObject({
        code: 1309,
        msg: 'This game is not available in your country right now.',
      })
    }
  })

  it('still settles a pending win of a game switched off since', async () => {
    const seated = await seat(given.server, 5)
    const bet = given.running.simulator.bet(seated, units(1), { game_code: 'sim_retired' })
    expect(await given.running.simulator.call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK' })
    const win = given.running.simulator.winFor(bet, units(3), { round_closed: true })
    expect(await given.running.simulator.call('transaction/win', win)).toMatchObject({
      status: 'RS_OK',
      balance: units(7),
    })
    expect(await gameBalance(given.server, seated.userId)).toBe(700)
  })
})

describe('Hub88 rounds in records and feeds', () => {
  it('a spin on the game page debits and credits the wallet and shows in the play records and the live feed', async () => {
    const gambler = await player(10)
    const launch = await launchGame(gambler.token, 'hub88-sim-fortune')
    const spin = gamePageSpin(given.running.url, launch.data.url)
    // The simulator's cycle: the first spin pays twice the bet, the second nothing.
    expect(await spin()).toMatchObject({ status: 'RS_OK', win: units(2), balance: units(11) })
    expect(await spin()).toMatchObject({ status: 'RS_OK', win: 0, balance: units(10) })
    expect(await gameBalance(given.server, gambler.user.id)).toBe(1000)

    expect(await playRecordRows(given.server, gambler.token)).toEqual([
      { gameName: 'Simulator Fortune', betAmount: 100, settledAmount: 0 },
      { gameName: 'Simulator Fortune', betAmount: 100, settledAmount: 200 },
    ])
    const feed = await call<WinList>(given.server.app, 'bet/getWinList', { count: 50, wins: true })
    expect(
      feed.data.find((row) => row.apigames.name === 'Simulator Fortune' && row.settledAmount === 200),
    ).toBeDefined()
    expect(await checkHub88(given.server.db, given.running.simulator)).toEqual([])
  })
})
