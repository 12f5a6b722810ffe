import { randomUUID } from 'node:crypto'
import { loadConfig } from '@server/config'
import { playerProtection } from '@server/db/schema/protection'
import { getBalances } from '@server/services/ledger'
import { playRefusal } from '@server/services/protection'
import { askPauseEnd, startPause } from '@server/services/protection/pause'
import { Code } from '@src/contract/codes'
import type { OrderData } from '@src/contract/money'
import type { Limits } from '@src/contract/protection'
import type { LoginData } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { fundGame, launchGame, openGame, spinCall } from '../games/gameFixtures'
import { call, createPlayer, createTestServer, type Player, sharedServer, type TestServer } from '../helpers'
import { convertCall, pixOrder, pixTopUpCall, postWebhook, withdrawCall } from '../money/fixtures'
import { readyPlayer } from './fixtures'

const HOUR = 3_600_000
const MINUTE = 60_000

const pause = (server: TestServer, player: Player, days: number) =>
  call<Limits>(server.app, 'index/pause', { days }, { token: player.token, lang: 'en' })

/** What the play gate answers for the player at `now`, without a login session. */
const gateAt = async (server: TestServer, userId: number, now: Date) =>
  (await playRefusal(server.db, { userId, loginSessionId: null, now }))?.out_refusal ?? null

describe('a pause the player sets', () => {
  const given = sharedServer()

  test('refuses deposits, conversion, launches, spins and a paid top-up, while a withdrawal goes through', async () => {
    const { server } = given
    const { player, gameToken, accountId } = await readyPlayer(server)
    const earlier = await pixOrder(server.app, player.token, 5_000)
    const paused = await pause(server, player, 7)
    expect(paused.code).toBe(Code.Ok)
    expect(Date.parse(paused.data.pause?.until ?? '') - Date.now()).toBeGreaterThan(7 * 24 * HOUR - MINUTE)
    expect(paused.data.pause).toMatchObject({ endAsked: false })
    expect(paused.data.exclusion).toBeNull()

    const topUp = await pixTopUpCall(server.app, player.token, 5_000)
    expect(topUp.code).toBe(Code.Paused)
    expect(topUp.msg).toMatch(/^Your pause runs until \d{4}-\d\d-\d\d \d\d:\d\d: no deposits and no play/)
    const toGame = await convertCall(
      server.app,
      { direction: 'toGame', amount: 1_000 },
      { token: player.token },
    )
    expect(toGame.code).toBe(Code.Paused)
    expect((await launchGame(server.app, player, 'samba-night')).code).toBe(Code.Paused)
    // The open game ended with the pause; its next spin says why.
    const spin = await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'paused-spin-1' })
    expect(spin.code).toBe(Code.Paused)

    // The payment of an order placed before the pause is held for refund, not credited.
    const paid = await postWebhook(server.app, {
      eventId: randomUUID(),
      txid: earlier.txid ?? '',
      amount: 5_000,
    })
    expect(paid.data.status).toBe('unpaid')
    expect(await getBalances(server.db, player.user.id)).toMatchObject({ wallet: 12_000, game: 0 })

    const withdrawal = await withdrawCall<OrderData>(server.app, player.token, 3_000, accountId)
    expect(withdrawal.code).toBe(Code.Ok)
  })

  test('a new pause only ends later; an early end comes 24 hours after asking, on the clock', async () => {
    const { server } = given
    const player = await createPlayer(server.app)
    const userId = player.user.id
    const start = new Date('2026-03-02T12:00:00Z')
    await startPause(server.db, userId, 7, start)
    await expect(startPause(server.db, userId, 3, new Date(start.getTime() + HOUR))).rejects.toMatchObject({
      code: Code.PauseOnlyExtends,
    })
    const longer = await startPause(server.db, userId, 14, new Date(start.getTime() + HOUR))
    // A longer pause keeps its start.
    expect(longer).toMatchObject({ since: start.toISOString(), endAsked: false })

    const asked = new Date(start.getTime() + 2 * 24 * HOUR)
    await askPauseEnd(server.db, userId, asked)
    const [row] = await server.db.select().from(playerProtection).where(eq(playerProtection.userId, userId))
    expect(row?.pausedUntil).toEqual(new Date(asked.getTime() + 24 * HOUR))
    // Asking again does not move the end.
    await askPauseEnd(server.db, userId, new Date(asked.getTime() + HOUR))
    expect(await gateAt(server, userId, new Date(asked.getTime() + 24 * HOUR - MINUTE))).toBe('paused')
    expect(await gateAt(server, userId, new Date(asked.getTime() + 24 * HOUR))).toBeNull()
  })

  test('a pause shorter than the running one is refused through the API and changes nothing', async () => {
    const { server } = given
    const player = await createPlayer(server.app)
    const first = await pause(server, player, 14)
    const shorter = await pause(server, player, 1)
    expect(shorter.code).toBe(Code.PauseOnlyExtends)
    expect(shorter.msg).toMatch(/^Your pause already runs until \d{4}-\d\d-\d\d \d\d:\d\d\. A new one/)
    const limits = await call<Limits>(server.app, 'index/get_limits', undefined, { token: player.token })
    expect(limits.data.pause).toEqual(first.data.pause)
    const ended = await call<Limits>(server.app, 'index/pause_end', undefined, { token: player.token })
    expect(ended.data.pause?.endAsked).toBe(true)
    expect(Date.parse(ended.data.pause?.until ?? '') - Date.now()).toBeLessThanOrEqual(24 * HOUR)
  })
})

describe('the operator’s maximum session length', () => {
  const given = sharedServer(() =>
    createTestServer({
      config: {
        compliance: {
          ...loadConfig({ NODE_ENV: 'test', SESSION_MAX_MINUTES: '60', SESSION_BREAK_MINUTES: '30' })
            .compliance,
        },
      },
    }),
  )

  /** The player's play session started `minutes` ago (no waiting in tests). */
  const playedFor = (server: TestServer, userId: number, minutes: number) =>
    server.db
      .update(playerProtection)
      .set({ playSessionStartedAt: new Date(Date.now() - minutes * MINUTE) })
      .where(eq(playerProtection.userId, userId))

  const startedAt = async (server: TestServer, userId: number) =>
    (await server.db.select().from(playerProtection).where(eq(playerProtection.userId, userId)))[0]
      ?.playSessionStartedAt

  test('the gate stops play from the maximum until the break has passed, on the clock', async () => {
    const { server } = given
    const player = await createPlayer(server.app)
    await fundGame(server.db, player.user.id, 2_000)
    await openGame(server.app, player, 'samba-night')
    const start = await startedAt(server, player.user.id)
    if (!start) throw new Error('the launch started no play session')
    const at = (minutes: number) =>
      gateAt(server, player.user.id, new Date(start.getTime() + minutes * MINUTE))
    expect(await at(59)).toBeNull()
    expect(await at(60)).toBe('session_block')
    expect(await at(89)).toBe('session_block')
    expect(await at(90)).toBeNull()
  })

  test('stops spins, launches from a new login and conversion for the break; deposits and withdrawals stay open; a launch after it starts a new session', async () => {
    const { server } = given
    const { player, gameToken, accountId } = await readyPlayer(server)
    const userId = player.user.id
    const first = await startedAt(server, userId)
    const played = await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'block-spin-1' })
    expect(played).toMatchObject({ code: Code.Ok })
    // A second launch within the session does not restart it.
    expect((await launchGame(server.app, player, 'samba-night')).code).toBe(Code.Ok)
    expect(await startedAt(server, userId)).toEqual(first)

    await playedFor(server, userId, 61)
    const spin = await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'block-spin-2' }, 'en')
    expect(spin.code).toBe(Code.SessionBlocked)
    expect(spin.msg).toMatch(
      /^You have played for 60 min, the longest session allowed\. Play stops for a break until \d{4}-\d\d-\d\d \d\d:\d\d/,
    )
    // The game ended: the next spin is refused as well.
    expect((await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'block-spin-3' })).code).toBe(
      Code.SessionBlocked,
    )
    // Logging in again does not start a new session.
    const login = await call<LoginData>(server.app, 'user/login', {
      username: player.phone,
      password: player.password,
    })
    const again = { ...player, token: login.data.userinfo.token }
    expect((await launchGame(server.app, again, 'samba-night')).code).toBe(Code.SessionBlocked)
    const toGame = await convertCall(
      server.app,
      { direction: 'toGame', amount: 1_000 },
      { token: again.token },
    )
    expect(toGame.code).toBe(Code.SessionBlocked)
    expect((await pixTopUpCall(server.app, again.token, 5_000)).code).toBe(Code.Ok)
    expect((await withdrawCall(server.app, again.token, 3_000, accountId)).code).toBe(Code.Ok)

    // The break over (60 + 30 minutes), a launch starts the next session.
    await playedFor(server, userId, 91)
    const next = await openGame(server.app, again, 'samba-night')
    expect(Date.now() - ((await startedAt(server, userId))?.getTime() ?? 0)).toBeLessThan(MINUTE)
    expect((await spinCall(server.app, next, { bet: 20, clientRoundId: 'block-spin-4' })).code).toBe(Code.Ok)
  })
})
