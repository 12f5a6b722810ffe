import { randomBytes } from 'node:crypto'
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net'
import { auditLog } from '@server/db/schema/audit'
import { providerSessions } from '@server/db/schema/providers'
import { slotegratorGames } from '@server/providers/slotegrator/games'
import type { GameIndex, ProviderSyncResult } from '@src/contract/catalogue'
import type { GameLaunch } from '@src/contract/game'
import type { SelfValidation } from '@src/contract/reconcile'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkSlotegrator } from '../../support/slotegrator'
import { call, operatorToken } from '../helpers'
import { fundedPlayer, gameBalance } from './seat'
import {
  gameNames,
  gamePageSpin,
  playRecordRows,
  runningSlotegrator,
  syncGames,
  withConfigValue,
} from './servers'

const given = runningSlotegrator()
beforeAll(async () => {
  const synced = await syncGames(given.server)
  expect(synced.data).toEqual([{ provider: 'slotegrator', listed: 4, offered: 2, removed: 0 }])
})

/** A new player with R$ `reais` in the game balance (as a deposit moved in would leave it). */
const player = (reais: number) => fundedPlayer(given.server, reais)

/** A merchant key Slotegrator does not know: its signatures are refused. */
const wrongKey = () => randomBytes(24).toString('hex')

const launch = (token: string, slug = 'slotegrator-sim-fortune', lang = 'pt') =>
  call<GameLaunch>(given.server.app, 'index/in_game', { slug }, { token, lang })

describe('Slotegrator catalogue', () => {
  it('lists every page of the simulator games in the lobby, without the one blocked in Brazil or disabled', async () => {
    const index = await call<GameIndex>(given.server.app, 'index/game_index', { provider: 'slotegrator' })
    expect(gameNames(index.data).sort()).toEqual(['Simulator Roulette', 'Simulator Treasure'])
    const treasure = index.data
      .flatMap((category) => category.games)
      .find((game) => game.name === 'Simulator Treasure')
    expect(treasure).toMatchObject({ provider: 'slotegrator', studio: 'Ficha Simulator' })
    const all = await call<GameIndex>(given.server.app, 'index/game_index')
    expect(gameNames(all.data)).not.toContain('Simulator Blocked in Brazil')
    expect(gameNames(all.data)).not.toContain('Simulator Withdrawn')
  })

  it('records a failed sync and leaves the catalogue as it was when the signature is wrong', async () => {
    await withConfigValue(given.server.app.config.slotegrator, 'merchantKey', wrongKey(), async () => {
      const token = await operatorToken(given.server)
      const synced = await call<ProviderSyncResult>(given.server.app, 'admin/provider_sync', {}, { token })
      expect(synced.data).toEqual([
        expect.objectContaining({ provider: 'slotegrator', error: 'Slotegrator games: HTTP 401' }),
      ])
    })
    const index = await call<GameIndex>(given.server.app, 'index/game_index', { provider: 'slotegrator' })
    expect(gameNames(index.data)).toHaveLength(2)
  })
})

describe('Slotegrator launch', () => {
  it('answers the game page of games/init in the player’s language, with the session the wallet calls carry', async () => {
    const gambler = await player(10)
    const launched = await launch(gambler.token)
    expect(launched.code).toBe(1)
    expect(launched.data.url).toMatch(new RegExp(`^${given.running.url}/game\\?session=[0-9a-f-]+&lang=pt$`))
    expect(await (await fetch(launched.data.url)).text()).toContain('Girar')
    const sessions = await given.server.db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.userId, gambler.user.id))
    expect(sessions).toMatchObject([{ provider: 'slotegrator', gameCode: 'sim_fortune', currency: 'BRL' }])
  })

  it('lets the portal frame the game page: its origin is in the CSP’s frame-src', async () => {
    const portal = await given.server.app.inject({ method: 'GET', url: '/' })
    const frameSrc = String(portal.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('frame-src'))
    expect(frameSrc?.split(' ')).toContain(given.running.url)
  })

  it('says so in the player’s language when games/init is refused (wrong signature)', async () => {
    const gambler = await player(1)
    await withConfigValue(given.server.app.config.slotegrator, 'merchantKey', wrongKey(), async () => {
      expect(await launch(gambler.token)).toMatchObject({
        code: 1310,
        msg: 'Não foi possível abrir o jogo. Tente novamente em instantes.',
      })
    })
  })

  it('says so when GIS does not answer: the call times out, or the connection drops', async () => {
    const gambler = await player(1)
    const { slotegrator } = given.server.app.config
    const right = slotegrator.apiUrl
    const listening = async (onConnection: (socket: Socket) => void) => {
      const listener = createNetServer(onConnection)
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
      return { url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`, listener }
    }
    // One takes the connection and never answers; the other drops it without a word.
    const silent = await listening(() => undefined)
    const dropping = await listening((socket) => socket.destroy())
    try {
      const request = {
        gameUuid: 'sim_fortune',
        playerId: 'p',
        playerName: 'p',
        currency: 'BRL',
        sessionId: 's',
        returnUrl: 'http://lobby.test/',
        language: 'en',
        device: 'desktop',
      } as const
      await expect(
        slotegratorGames({ ...slotegrator, apiUrl: silent.url }, fetch, 50).init(request),
      ).rejects.toThrow(/^Slotegrator games\/init: no answer/)
      slotegrator.apiUrl = dropping.url
      expect(await launch(gambler.token, 'slotegrator-sim-fortune', 'en')).toMatchObject({
        code: 1310,
        msg: 'The game could not be opened. Please try again in a moment.',
      })
    } finally {
      slotegrator.apiUrl = right
      silent.listener.close()
      dropping.listener.close()
    }
  })

  it('refuses a game blocked in Brazil or disabled, in the player’s language', async () => {
    const gambler = await player(1)
    for (const slug of ['slotegrator-sim-blocked', 'slotegrator-sim-retired'])
      expect(await launch(gambler.token, slug, 'en')).toMatchObject({
        code: 1309,
        msg: 'This game is not available in your country right now.',
      })
  })
})

describe('Slotegrator rounds', () => {
  it('a spin on the game page bets and wins through /gp/slotegrator and shows in the play records', async () => {
    const gambler = await player(10)
    const launched = await launch(gambler.token)
    const spin = gamePageSpin(given.running.url, launched.data.url)
    // The simulator's cycle: the first spin pays twice the bet, the second nothing.
    expect(await spin()).toMatchObject({ balance: 11, win: 2 })
    expect(await spin()).toMatchObject({ balance: 10, win: 0 })
    expect(await gameBalance(given.server, gambler.user.id)).toBe(1000)
    expect(await playRecordRows(given.server, gambler.token)).toEqual([
      { gameName: 'Simulator Treasure', betAmount: 100, settledAmount: 0 },
      { gameName: 'Simulator Treasure', betAmount: 100, settledAmount: 200 },
    ])
    expect(await checkSlotegrator(given.server.db, given.running.simulator)).toEqual([])
  })
})

describe('Slotegrator self-validate', () => {
  it('runs GIS’s checks against the wallet from the console, answers its log, audits the run and leaves the balance as it was', async () => {
    const gambler = await player(10)
    const operator = await operatorToken(given.server)
    const run = () =>
      call<SelfValidation>(given.server.app, 'admin/provider_self_validate', {}, { token: operator })
    await launch(gambler.token)
    const answer = await run()
    expect(answer.data).toMatchObject({ provider: 'slotegrator', success: true })
    expect(answer.data.log).toEqual(
      expect.arrayContaining([
        'Duplicate "refund" request successfully passed',
        'Request with invalid signature rejected successfully passed',
        '"rollback" request successfully passed',
      ]),
    )
    expect(answer.data.log.filter((line) => line.includes('failed'))).toEqual([])
    expect(await gameBalance(given.server, gambler.user.id)).toBe(1000)
    expect(await checkSlotegrator(given.server.db, given.running.simulator)).toEqual([])
    const [audited] = await given.server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'provider.self_validate'))
    expect(audited).toMatchObject({ target: 'provider:slotegrator', after: { success: true } })
    // GIS unreachable: the error, no log.
    await withConfigValue(given.server.app.config.slotegrator, 'merchantKey', wrongKey(), async () => {
      expect((await run()).data).toEqual({
        provider: 'slotegrator',
        success: false,
        log: [],
        error: 'Slotegrator self-validate: HTTP 401',
      })
    })
  })
})
