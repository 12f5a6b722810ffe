import { loadConfig } from '@server/config'
import { gameSessions } from '@server/db/schema/gameSessions'
import { rounds } from '@server/db/schema/rounds'
import { sessions } from '@server/db/schema/sessions'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fundGame, gameCall, openGame, spinCall } from '../games/gameFixtures'
import { call, createPlayer, createTestServer, type Player, sharedServer, type TestServer } from '../helpers'

/** The player's login sessions and games were last used `minutes` ago (no waiting in tests). */
const idleFor = async (server: TestServer, player: Player, minutes: number) => {
  const at = new Date(Date.now() - minutes * 60_000)
  await server.db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.userId, player.user.id))
  await server.db.update(gameSessions).set({ lastUsedAt: at }).where(eq(gameSessions.userId, player.user.id))
}

const userinfo = (server: TestServer, player: Player) =>
  call(server.app, 'user/getUserinfo', undefined, { token: player.token, lang: 'en' })

const reauth = (server: TestServer, player: Player, password: string, ip = player.ip) =>
  call(server.app, 'user/reauth', { password }, { token: player.token, lang: 'en', ip })

describe('REAUTH_IDLE_MINUTES', () => {
  test('is 30 in the brazil profile, off in standard, and settable in both', () => {
    const of = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'test', ...env }).compliance.reauthIdleMinutes
    expect(of({ COMPLIANCE_PROFILE: 'brazil' })).toBe(30)
    expect(of({})).toBeNull()
    expect(of({ REAUTH_IDLE_MINUTES: '15' })).toBe(15)
    expect(of({ COMPLIANCE_PROFILE: 'brazil', REAUTH_IDLE_MINUTES: '45' })).toBe(45)
    expect(of({ COMPLIANCE_PROFILE: 'brazil', REAUTH_IDLE_MINUTES: 'off' })).toBeNull()
    expect(() => of({ REAUTH_IDLE_MINUTES: 'soon' })).toThrow(/REAUTH_IDLE_MINUTES/)
  })
})

describe('a session idle past REAUTH_IDLE_MINUTES (30)', () => {
  let server: TestServer
  beforeAll(async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' })
    server = await createTestServer({
      config: { compliance: { ...defaults.compliance, reauthIdleMinutes: 30 } },
    })
  })
  afterAll(() => server.close())

  test('asks for the password before anything runs, and goes on after it', async () => {
    const player = await createPlayer(server.app)
    await idleFor(server, player, 29)
    expect((await userinfo(server, player)).code).toBe(Code.Ok)

    await idleFor(server, player, 31)
    const refused = await userinfo(server, player)
    expect(refused).toMatchObject({ code: Code.ReauthRequired, msg: expect.stringMatching(/password/) })
    // Asking again is no activity: still refused.
    expect((await userinfo(server, player)).code).toBe(Code.ReauthRequired)

    expect((await reauth(server, player, 'not my password')).code).toBe(Code.ReauthPasswordWrong)
    expect((await userinfo(server, player)).code).toBe(Code.ReauthRequired)
    expect((await reauth(server, player, player.password)).code).toBe(Code.Ok)
    expect((await userinfo(server, player)).code).toBe(Code.Ok)
  })

  test('wrong passwords are throttled like log-ins', async () => {
    const player = await createPlayer(server.app)
    await idleFor(server, player, 40)
    const codes: number[] = []
    for (let i = 0; i < 7; i += 1) codes.push((await reauth(server, player, `wrong ${i}`)).code)
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(Code.ReauthPasswordWrong))
    expect(codes.at(-1)).toBe(Code.LoginThrottled)
    // Even the right password waits now.
    expect((await reauth(server, player, player.password)).code).toBe(Code.LoginThrottled)
    expect((await userinfo(server, player)).code).toBe(Code.ReauthRequired)
  })

  test('a game open in the frame pauses instead of playing, then plays on after game/reauth', async () => {
    const player = await createPlayer(server.app)
    await fundGame(server.db, player.user.id, 2_000)
    const gameToken = await openGame(server.app, player, 'samba-night')
    expect((await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'reauth-before' })).code).toBe(
      Code.Ok,
    )
    // Playing is activity: the login session was used by the spin.
    await idleFor(server, player, 10)
    expect((await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'reauth-active' })).code).toBe(
      Code.Ok,
    )
    expect(Date.now() - (await loginLastUsed(server, player)).getTime()).toBeLessThan(60_000)

    await idleFor(server, player, 31)
    const balance = (await getBalances(server.db, player.user.id)).game
    const paused = await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'reauth-paused' }, 'pt')
    expect(paused).toMatchObject({ code: Code.ReauthRequired, msg: expect.stringMatching(/senha/) })
    // Nothing was played or charged.
    expect((await getBalances(server.db, player.user.id)).game).toBe(balance)
    const played = await server.db.select().from(rounds).where(eq(rounds.userId, player.user.id))
    expect(played.map((round) => round.clientRoundId)).not.toContain('reauth-paused')
    // The portal's calls wait for the password too.
    expect((await userinfo(server, player)).code).toBe(Code.ReauthRequired)

    expect((await gameCall(server.app, 'reauth', gameToken, { password: 'nope nope' })).code).toBe(
      Code.ReauthPasswordWrong,
    )
    expect((await gameCall(server.app, 'reauth', gameToken, { password: player.password })).code).toBe(
      Code.Ok,
    )
    // The same game session plays on, and the portal's session goes on too.
    expect((await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'reauth-paused' })).code).toBe(
      Code.Ok,
    )
    expect((await userinfo(server, player)).code).toBe(Code.Ok)
  })

  test('the password given in the portal resumes a game left paused', async () => {
    const player = await createPlayer(server.app)
    await fundGame(server.db, player.user.id, 2_000)
    const gameToken = await openGame(server.app, player, 'samba-night')
    await idleFor(server, player, 45)
    expect((await gameCall(server.app, 'info', gameToken)).code).toBe(Code.ReauthRequired)
    expect((await reauth(server, player, player.password)).code).toBe(Code.Ok)
    expect((await gameCall(server.app, 'info', gameToken)).code).toBe(Code.Ok)
  })

  test('a logged-out session is not brought back by the password', async () => {
    const player = await createPlayer(server.app)
    await idleFor(server, player, 31)
    expect((await call(server.app, 'logout', {}, { token: player.token })).code).toBe(Code.Ok)
    expect((await reauth(server, player, player.password)).code).toBe(Code.SessionExpired)
  })
})

describe('without REAUTH_IDLE_MINUTES (standard default)', () => {
  const standard = sharedServer()

  test('an idle session goes on without the password', async () => {
    const player = await createPlayer(standard.server.app)
    await idleFor(standard.server, player, 120)
    expect((await userinfo(standard.server, player)).code).toBe(Code.Ok)
  })
})

const loginLastUsed = async (server: TestServer, player: Player): Promise<Date> => {
  const [row] = await server.db
    .select({ at: sessions.lastUsedAt })
    .from(sessions)
    .where(eq(sessions.userId, player.user.id))
  if (!row) throw new Error('no session')
  return row.at
}
