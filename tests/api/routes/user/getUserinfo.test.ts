import { createHash } from 'node:crypto'
import { sessions } from '@server/db/schema/sessions'
import { Code } from '@src/contract/codes'
import type { UserInfo } from '@src/contract/user'
import { eq, type SQL, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, refusal, serverWithPlayer } from '../../helpers'

const given = serverWithPlayer()

const userinfo = (token?: string, lang = 'en') =>
  call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, { token, lang })

const expiredAnswer = refusal(
  Code.SessionExpired,
  'Invalid session or session has expired, please log in again.',
)

/** Logs the player in once more and answers the new session's token. */
const freshToken = async () =>
  (
    await call<{ userinfo: { token: string } }>(given.server.app, 'user/login', {
      username: given.player.phone,
      password: given.player.password,
    })
  ).data.userinfo.token

const sessionOf = (token: string) => eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex'))

/** Moves the session's clocks, as if time had passed. */
const backdateSession = (token: string, clocks: { lastUsedAt?: SQL; expiresAt?: SQL }) =>
  given.server.db.update(sessions).set(clocks).where(sessionOf(token))

describe('user/getUserinfo', () => {
  test('answers the logged-in player with balances in centavos', async () => {
    const answer = await userinfo(given.player.token)
    expect(answer).toEqual({
      code: Code.Ok,
      msg: 'Success',
      data: {
        id: given.player.user.id,
        username: given.player.phone,
        nickname: '',
        handle: expect.stringMatching(/^ficha-[a-p]{8}$/),
        avatar: '',
        invitationCode: given.player.user.invitationCode,
        vipLevel: 0,
        roles: [],
        permissions: [],
        hasPayPassword: false,
        balances: { wallet: 0, game: 0, withdrawalPending: 0, bonus: 0 },
        autoTransfer: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        identity: 'none',
        cpf: null,
        fullName: null,
        exclusion: null,
      },
    })
  })

  test('an empty JSON object as payload is accepted', async () => {
    expect((await call(given.server.app, 'user/getUserinfo', {}, { token: given.player.token })).code).toBe(
      Code.Ok,
    )
  })

  test('without a token the answer is code 401', async () => {
    expect(await userinfo(undefined)).toEqual(expiredAnswer)
  })

  test('an unknown token is code 401', async () => {
    expect(await userinfo('x'.repeat(43))).toEqual(expiredAnswer)
  })

  test('a session unused for 7 days has expired', async () => {
    const token = await freshToken()
    await backdateSession(token, { lastUsedAt: sql`now() - interval '7 days 1 minute'` })
    expect(await userinfo(token)).toEqual(expiredAnswer)
  })

  test('use keeps a session alive: its idle clock restarts', async () => {
    const token = await freshToken()
    await backdateSession(token, { lastUsedAt: sql`now() - interval '6 days'` })
    expect((await userinfo(token)).code).toBe(Code.Ok)
    const [row] = await given.server.db.select().from(sessions).where(sessionOf(token))
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000)
  })

  test('a session past its 30-day lifetime has expired, however active', async () => {
    const token = await freshToken()
    const [row] = await given.server.db.select().from(sessions).where(sessionOf(token))
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000)
    await backdateSession(token, { expiresAt: sql`now() - interval '1 second'` })
    expect(await userinfo(token)).toEqual(expiredAnswer)
  })

  test('the 401 message follows the vuelang header', async () => {
    expect((await userinfo(undefined, 'zh')).msg).toBe('会话无效或已过期，请重新登录。')
    expect((await userinfo(undefined, 'sw')).msg).toBe(
      'Kipindi si halali au kimeisha muda, tafadhali ingia tena.',
    )
  })
})
