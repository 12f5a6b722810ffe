import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sessions } from '../../../../server/db/schema/sessions'
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from '../../../../server/services/loginThrottle'
import { Code } from '../../../../src/contract/codes'
import type { LoginData } from '../../../../src/contract/user'
import { call, createPlayer, createTestServer, newPhone, type Player, type TestServer } from '../../helpers'

let server: TestServer
let player: Player
beforeAll(async () => {
  server = await createTestServer()
  player = await createPlayer(server.app)
})
afterAll(() => server.close())

const login = (username: string, password: string, ip?: string) =>
  call<LoginData>(server.app, 'user/login', { username, password }, { lang: 'en', ip })

describe('user/login', () => {
  test('answers the player with a fresh 256-bit token in data.userinfo.token', async () => {
    const answer = await login(player.phone, player.password)
    expect(answer).toMatchObject({ code: Code.Ok, msg: 'Success' })
    const { token, ...user } = answer.data.userinfo
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(token).not.toBe(player.token)
    expect(user).toEqual({ ...player.user })
  })

  test('stores the token only as its SHA-256 hash', async () => {
    const { token } = (await login(player.phone, player.password)).data.userinfo
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, player.user.id))
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'))
  })

  test('answers no password hash or other secret', async () => {
    const answer = await login(player.phone, player.password)
    expect(JSON.stringify(answer)).not.toMatch(/argon2|hash/i)
  })

  test('a phone typed with spaces logs into the same account', async () => {
    const spaced = `${player.phone.slice(0, 3)} ${player.phone.slice(3, 5)} ${player.phone.slice(5)}`
    expect((await login(spaced, player.password)).data.userinfo.id).toBe(player.user.id)
  })

  test('the seeded operator logs in with role admin and every permission', async () => {
    const { phone, password } = server.app.config.operator
    const answer = await login(phone, password)
    expect(answer.data.userinfo).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'] })
  })

  test('a wrong password and an unknown phone get the same answer', async () => {
    const wrong = await login(player.phone, 'not the password', '203.0.113.1')
    const unknown = await login(newPhone(), 'not the password', '203.0.113.1')
    expect(wrong).toEqual({
      code: Code.InvalidCredentials,
      data: null,
      msg: 'Wrong phone number or password.',
    })
    expect(unknown).toEqual(wrong)
  })

  test('an unknown phone costs as much time as a known one (a dummy hash is checked)', async () => {
    const time = async (phone: string) => {
      const started = performance.now()
      await login(phone, 'not the password', '203.0.113.2')
      return performance.now() - started
    }
    await time(newPhone())
    const known = Math.min(await time(player.phone), await time(player.phone))
    const unknown = Math.min(await time(newPhone()), await time(newPhone()))
    // Without the dummy hash an unknown phone answers in a fraction of the time of an argon2id check.
    expect(unknown).toBeGreaterThan(known * 0.5)
  })

  test('a phone that is not E.164 is refused as such', async () => {
    expect((await login('12345', player.password)).code).toBe(Code.PhoneInvalid)
  })
})

describe('login throttling', () => {
  test(`after ${MAX_FAILURES_PER_ACCOUNT} failures the account is locked, even for the right password`, async () => {
    const victim = await createPlayer(server.app)
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await login(victim.phone, 'guess-guess', `192.0.2.${attempt}`)).code).toBe(
        Code.InvalidCredentials,
      )
    }
    const locked = await login(victim.phone, victim.password, '192.0.2.200')
    expect(locked).toEqual({
      code: Code.LoginThrottled,
      data: null,
      msg: 'Too many failed logins. Please try again in 15 min.',
    })
  })

  test('an unknown phone is throttled the same way, so throttling reveals nothing', async () => {
    const phone = newPhone()
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) await login(phone, 'guess-guess')
    expect((await login(phone, 'guess-guess')).code).toBe(Code.LoginThrottled)
  })

  test(`after ${MAX_FAILURES_PER_IP} failures from one network, it cannot try other accounts`, async () => {
    const ip = '198.51.100.99'
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt++) await login(newPhone(), 'guess-guess', ip)
    expect((await login(player.phone, player.password, ip)).code).toBe(Code.LoginThrottled)
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
  })

  test('a successful login clears the account’s failures', async () => {
    const someone = await createPlayer(server.app)
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT - 1; attempt++)
      await login(someone.phone, 'nope-nope')
    expect((await login(someone.phone, someone.password)).code).toBe(Code.Ok)
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT - 1; attempt++)
      await login(someone.phone, 'nope-nope')
    expect((await login(someone.phone, someone.password)).code).toBe(Code.Ok)
  })
})
