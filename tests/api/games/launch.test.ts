import { games } from '@server/db/schema/catalogue'
import { gameSessions } from '@server/db/schema/gameSessions'
import { Code } from '@src/contract/codes'
import type { GameInfo, GameLaunch, GameSessionToken } from '@src/contract/game'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, createTestServer, type Player, type TestServer } from '../helpers'
import { gameCall, launchTokenOf } from './gameFixtures'

let server: TestServer
let player: Player

const inGame = (body: unknown, token = player.token, lang?: string) =>
  call<GameLaunch>(server.app, 'index/in_game', body, { token, lang })
const open = (launch: string) => call<GameSessionToken>(server.app, 'game/open', { launch })

beforeAll(async () => {
  server = await createTestServer()
  player = await createPlayer(server.app)
})
afterAll(() => server.close())

describe('index/in_game', () => {
  test('the launch URL is relative: the game opens on the origin the player used, whatever Host or PUBLIC_URL', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/index/in_game',
      headers: { token: player.token, host: 'evil.example' },
      payload: { slug: 'fruta-tropical' },
    })
    expect(answer.json().data.url).toMatch(/^\/play\/#launch=/)
  })

  test('answers the game page with a fresh launch token in the fragment, never the login token', async () => {
    const [game] = await server.db.select().from(games).where(eq(games.slug, 'fruta-tropical'))
    const answer = await inGame({ id: game?.id }, player.token, 'pt')
    expect(answer.code).toBe(Code.Ok)
    const url = new URL(answer.data.url, 'http://portal.example')
    expect(url.origin).toBe('http://portal.example')
    expect(url.pathname).toBe('/play/')
    expect(url.search).toBe('')
    const fragment = new URLSearchParams(url.hash.slice(1))
    expect(fragment.get('lang')).toBe('pt')
    expect(fragment.get('launch')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(answer.data.url).not.toContain(player.token)
    const expires = new Date(answer.data.expiresAt).getTime() - Date.now()
    expect(expires).toBeGreaterThan(60_000)
    expect(expires).toBeLessThanOrEqual(120_000)
    // Each opening has its own token.
    expect(launchTokenOf((await inGame({ slug: 'fruta-tropical' })).data.url)).not.toBe(
      fragment.get('launch'),
    )
  })

  test('needs a login (401) and a playable game (1301)', async () => {
    expect((await inGame({ slug: 'fruta-tropical' }, 'not-a-token')).code).toBe(Code.SessionExpired)
    expect((await inGame({ slug: 'no-such-game' })).code).toBe(Code.GameNotFound)
    expect((await inGame({ id: 999_999 })).code).toBe(Code.GameNotFound)
    await server.db.update(games).set({ enabled: false }).where(eq(games.slug, 'samba-night'))
    try {
      expect((await inGame({ slug: 'samba-night' })).code).toBe(Code.GameNotFound)
    } finally {
      await server.db.update(games).set({ enabled: true }).where(eq(games.slug, 'samba-night'))
    }
    expect((await inGame({})).code).toBe(Code.BadRequest)
    expect((await inGame({ id: 1, slug: 'fruta-tropical' })).code).toBe(Code.BadRequest)
  })
})

describe('game/open', () => {
  test('exchanges a launch token once: the second exchange is refused', async () => {
    const launch = launchTokenOf((await inGame({ slug: 'dragao-dourado' })).data.url)
    const first = await open(launch)
    expect(first.code).toBe(Code.Ok)
    expect(first.data.token).not.toBe(launch)
    expect(first.data.token).not.toBe(player.token)
    expect((await gameCall<GameInfo>(server.app, 'info', first.data.token)).data.game.slug).toBe(
      'dragao-dourado',
    )
    const second = await open(launch)
    expect(second).toMatchObject({ code: Code.GameLinkInvalid, data: null })
  })

  test('refuses an expired launch token, and an unknown one', async () => {
    const launch = launchTokenOf((await inGame({ slug: 'dragao-dourado' })).data.url)
    await server.db.update(gameSessions).set({ launchExpiresAt: new Date(Date.now() - 1_000) })
    expect((await open(launch)).code).toBe(Code.GameLinkInvalid)
    expect((await open('x'.repeat(43))).code).toBe(Code.GameLinkInvalid)
    expect((await open(player.token)).code).toBe(Code.GameLinkInvalid)
  })

  test('the login token is no game token, and logging out ends the game session', async () => {
    const other = await createPlayer(server.app)
    const launch = launchTokenOf((await inGame({ slug: 'fruta-tropical' }, other.token)).data.url)
    const { token } = (await open(launch)).data
    expect((await gameCall(server.app, 'info', other.token)).code).toBe(Code.GameSessionExpired)
    expect((await gameCall(server.app, 'info', token)).code).toBe(Code.Ok)
    expect((await call(server.app, 'logout', undefined, { token: other.token })).code).toBe(Code.Ok)
    expect((await gameCall(server.app, 'info', token)).code).toBe(Code.GameSessionExpired)
  })

  test('a game session idle for 30 minutes has ended', async () => {
    const launch = launchTokenOf((await inGame({ slug: 'fruta-tropical' })).data.url)
    const { token } = (await open(launch)).data
    await server.db.update(gameSessions).set({ lastUsedAt: new Date(Date.now() - 31 * 60_000) })
    expect((await gameCall(server.app, 'info', token)).code).toBe(Code.GameSessionExpired)
  })
})
