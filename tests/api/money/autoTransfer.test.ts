import { randomUUID } from 'node:crypto'
import { promotions } from '@server/db/schema/content'
import { gameSessions } from '@server/db/schema/gameSessions'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { WebConfig } from '@src/contract/content'
import type { GameLaunch, GameSessionToken, GameTopUpOffer, SpinResult } from '@src/contract/game'
import type { WalletTransferData } from '@src/contract/money'
import type { PlayerSettings, UserInfo } from '@src/contract/user'
import type { Balances } from '@src/contract/wallet'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { gameCall, launchGame, launchTokenOf, openGame, spinCall } from '../games/gameFixtures'
import {
  call,
  createPlayer,
  createPostgresTestServer,
  createTestServer,
  describeOnPostgres,
  type Player,
  sharedServer,
  type TestServer,
} from '../helpers'
import { auditLedger } from '../services/ledgerFixtures'
import { fund } from './fixtures'

const GAME = 'fruta-tropical'

const balances = (server: TestServer, player: Player) => getBalances(server.db, player.user.id)
const wallet = async (server: TestServer, player: Player) =>
  (
    await server.app.inject({
      method: 'GET',
      url: '/api/index/get_wallet',
      headers: { token: player.token },
    })
  ).json().data as Balances
/** One 100 bet in a fresh round. */
const spin = <T>(server: TestServer, token: string) =>
  spinCall<T>(server.app, token, { bet: 100, clientRoundId: randomUUID() })
const leave = (server: TestServer, player: Player, body: object = {}) =>
  call<Balances>(server.app, 'index/out_game', body, { token: player.token })
const conversions = (server: TestServer, prefix: string) =>
  server.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.reason, 'conversion'), like(ledgerTransactions.idempotencyKey, prefix)))

describe('automatic transfer (AUTO_TRANSFER on, the default)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
    await server.db.update(promotions).set({ enabled: false })
  })
  afterAll(() => server.close())

  test('webconfig tells the portal it is on, and the expected withdrawal time', async () => {
    const config = await call<WebConfig>(server.app, 'webconfig/index', {})
    expect(config.data).toMatchObject({ autoTransfer: true, withdrawalExpectedMinutes: 60 })
  })

  test('opening a game moves the whole wallet in; leaving it moves the game balance back', async () => {
    const player = await createPlayer(server.app)
    await fund(server, player.user.id, 5_000)
    const token = await openGame(server.app, player, GAME)
    expect(await balances(server, player)).toMatchObject({ wallet: 0, game: 5_000 })

    const spun = await spin<SpinResult>(server, token)
    expect(spun.code).toBe(Code.Ok)
    const afterSpin = spun.data.balance

    const left = await leave(server, player)
    expect(left.code).toBe(Code.Ok)
    expect(left.data).toMatchObject({ wallet: afterSpin, game: 0 })
    // The left game's token is dead; leaving again moves nothing.
    expect((await gameCall(server.app, 'info', token)).code).toBe(Code.GameSessionExpired)
    expect((await leave(server, player)).data).toMatchObject({ wallet: afterSpin, game: 0 })
    expect(await conversions(server, `convert:${player.user.id}:auto-%`)).toHaveLength(2)
    expect(await auditLedger(server.db)).toMatchObject({ unbalanced: [], drifted: [], negative: [] })
  })

  test('the launch token opens once: a replayed game/open moves nothing more', async () => {
    const player = await createPlayer(server.app)
    await fund(server, player.user.id, 3_000)
    const launch = await launchGame<GameLaunch>(server.app, player, GAME)
    const body = { launch: launchTokenOf(launch.data.url) }
    expect((await call<GameSessionToken>(server.app, 'game/open', body)).code).toBe(Code.Ok)
    await fund(server, player.user.id, 1_000)
    expect((await call(server.app, 'game/open', body)).code).toBe(Code.GameLinkInvalid)
    expect(await balances(server, player)).toMatchObject({ wallet: 1_000, game: 3_000 })
  })

  test('a game left without a word (ended) gives its balance back at the next wallet read', async () => {
    const player = await createPlayer(server.app)
    await fund(server, player.user.id, 2_000)
    await openGame(server.app, player, GAME)
    // While the game still plays, a wallet read leaves the game balance in the game.
    expect(await wallet(server, player)).toMatchObject({ wallet: 0, game: 2_000 })
    // The game idles out (its last use long ago).
    await server.db
      .update(gameSessions)
      .set({ lastUsedAt: new Date(Date.now() - 24 * 3600_000) })
      .where(eq(gameSessions.userId, player.user.id))
    expect(await wallet(server, player)).toMatchObject({ wallet: 2_000, game: 0 })
    const info = await call<UserInfo>(server.app, 'user/getUserinfo', undefined, { token: player.token })
    expect(info.data.balances).toMatchObject({ wallet: 2_000, game: 0 })
  })

  test('leaving one game keeps the balance while another game of the player still plays', async () => {
    const player = await createPlayer(server.app)
    await fund(server, player.user.id, 4_000)
    const first = await openGame(server.app, player, GAME)
    const second = await openGame(server.app, player, 'samba-night')
    const [firstGame] = await server.db
      .select({ gameId: gameSessions.gameId })
      .from(gameSessions)
      .where(and(eq(gameSessions.userId, player.user.id), eq(gameSessions.autoTransfer, true)))
    // Leave the first game only: the other one still plays with the balance.
    expect(firstGame).toBeDefined()
    const left = await leave(server, player, { id: firstGame?.gameId })
    expect(left.data).toMatchObject({ wallet: 0, game: 4_000 })
    expect((await gameCall(server.app, 'info', first)).code).toBe(Code.GameSessionExpired)
    expect((await gameCall(server.app, 'info', second)).code).toBe(Code.Ok)
    expect((await leave(server, player)).data).toMatchObject({ wallet: 4_000, game: 0 })
  })

  test('a player who turned it off keeps the wallet; the 1305 answer offers the wallet, game/transfer moves it once', async () => {
    const player = await createPlayer(server.app)
    const off = await call<PlayerSettings>(
      server.app,
      'user/settings',
      { autoTransfer: false },
      { token: player.token },
    )
    expect(off.data).toEqual({ autoTransfer: false })
    const info = await call<UserInfo>(server.app, 'user/getUserinfo', undefined, { token: player.token })
    expect(info.data.autoTransfer).toBe(false)
    await fund(server, player.user.id, 1_500)
    const token = await openGame(server.app, player, GAME)
    expect(await balances(server, player)).toMatchObject({ wallet: 1_500, game: 0 })

    const refused = await spin<GameTopUpOffer>(server, token)
    expect(refused.code).toBe(Code.GameBalanceTooLow)
    expect(refused.data).toEqual({ wallet: 1_500, game: 0 })

    const clientKey = randomUUID()
    const moved = await gameCall<WalletTransferData>(server.app, 'transfer', token, { clientKey })
    expect(moved.data).toMatchObject({ amount: 1_500, balances: { wallet: 0, game: 1_500 } })
    // The same key again (a retried tap) moves nothing more.
    await fund(server, player.user.id, 500)
    const again = await gameCall<WalletTransferData>(server.app, 'transfer', token, { clientKey })
    expect(again.data).toMatchObject({ amount: 1_500, balances: { wallet: 500, game: 1_500 } })
    const spun = await spin<SpinResult>(server, token)
    expect(spun.code).toBe(Code.Ok)
    // Nothing goes back on leaving: the player moves money by hand.
    expect((await leave(server, player)).data).toMatchObject({ wallet: 500, game: spun.data.balance })
  })

  test('game/transfer with an empty wallet changes nothing (1401)', async () => {
    const player = await createPlayer(server.app)
    await call(server.app, 'user/settings', { autoTransfer: false }, { token: player.token })
    const token = await openGame(server.app, player, GAME)
    const empty = await gameCall(server.app, 'transfer', token, { clientKey: randomUUID() }, 'pt')
    expect(empty.code).toBe(Code.AmountInvalid)
    expect(await balances(server, player)).toMatchObject({ wallet: 0, game: 0 })
  })

  test('user/settings needs a login and a boolean', async () => {
    expect((await call(server.app, 'user/settings', { autoTransfer: false })).code).toBe(Code.SessionExpired)
    const player = await createPlayer(server.app)
    expect(
      (await call(server.app, 'user/settings', { autoTransfer: 'no' }, { token: player.token })).code,
    ).toBe(Code.BadRequest)
    expect(
      (await call<PlayerSettings>(server.app, 'user/settings', {}, { token: player.token })).data,
    ).toEqual({
      autoTransfer: true,
    })
  })
})

describe('automatic transfer switched off by the operator (AUTO_TRANSFER=off)', () => {
  const given = sharedServer(() => createTestServer({ config: { autoTransfer: false } }))

  test('opening a game moves nothing, whatever the player chose', async () => {
    const player = await createPlayer(given.server.app)
    await fund(given.server, player.user.id, 1_000)
    await openGame(given.server.app, player, GAME)
    expect(await balances(given.server, player)).toMatchObject({ wallet: 1_000, game: 0 })
    const config = await call<WebConfig>(given.server.app, 'webconfig/index', {})
    expect(config.data.autoTransfer).toBe(false)
  })
})

describeOnPostgres('automatic transfer under concurrency', () => {
  const given = sharedServer(createPostgresTestServer)

  test('two games opened at once move the wallet once', async () => {
    const player = await createPlayer(given.server.app)
    await fund(given.server, player.user.id, 7_000)
    const launches = await Promise.all(
      [GAME, 'samba-night', GAME, 'samba-night'].map((slug) =>
        launchGame<GameLaunch>(given.server.app, player, slug),
      ),
    )
    const opened = await Promise.all(
      launches.map((launch) =>
        call<GameSessionToken>(given.server.app, 'game/open', { launch: launchTokenOf(launch.data.url) }),
      ),
    )
    expect(opened.map((answer) => answer.code)).toEqual([1, 1, 1, 1])
    expect(await balances(given.server, player)).toMatchObject({ wallet: 0, game: 7_000 })
    expect(await conversions(given.server, `convert:${player.user.id}:auto-in:%`)).toHaveLength(1)
    expect(await auditLedger(given.server.db)).toMatchObject({ unbalanced: [], drifted: [], negative: [] })
  })

  test('leaving while another game opens leaves the money with one of them, never both or none', async () => {
    const player = await createPlayer(given.server.app)
    await fund(given.server, player.user.id, 3_000)
    await openGame(given.server.app, player, GAME)
    const [game] = await given.server.db
      .select({ gameId: gameSessions.gameId })
      .from(gameSessions)
      .where(eq(gameSessions.userId, player.user.id))
    const launch = await launchGame<GameLaunch>(given.server.app, player, 'samba-night')
    const [left, opened] = await Promise.all([
      leave(given.server, player, { id: game?.gameId }),
      call(given.server.app, 'game/open', { launch: launchTokenOf(launch.data.url) }),
    ])
    expect([left.code, opened.code]).toEqual([1, 1])
    // The second game still plays: whichever came first, the money ends in its game balance.
    expect(await balances(given.server, player)).toMatchObject({ wallet: 0, game: 3_000 })
    expect((await leave(given.server, player)).data).toMatchObject({ wallet: 3_000, game: 0 })
    expect(await auditLedger(given.server.db)).toMatchObject({ unbalanced: [], drifted: [], negative: [] })
  })
})
