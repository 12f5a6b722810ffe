import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attemptCounters } from '../../../../server/db/schema/attempts'
import { sessions } from '../../../../server/db/schema/sessions'
import { PAIR_GUARD } from '../../../../server/services/loginThrottle'
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
  const { freeTries } = PAIR_GUARD

  test(`after ${freeTries} wrong passwords an address waits a minute, then longer each time`, async () => {
    const victim = await createPlayer(server.app)
    const ip = '192.0.2.10'
    for (let attempt = 0; attempt < freeTries; attempt++) {
      expect((await login(victim.phone, 'guess-guess', ip)).code).toBe(Code.InvalidCredentials)
    }
    expect(await login(victim.phone, victim.password, ip)).toEqual({
      code: Code.LoginThrottled,
      data: null,
      msg: 'Too many failed logins. Please try again in 1 min.',
    })
    // The next try after the wait doubles it.
    await server.db
      .update(attemptCounters)
      .set({ nextAt: new Date(Date.now() - 1000) })
      .where(eq(attemptCounters.key, `login:pair:${victim.phone}|${ip}`))
    expect((await login(victim.phone, 'guess-guess', ip)).code).toBe(Code.InvalidCredentials)
    expect((await login(victim.phone, victim.password, ip)).msg).toBe(
      'Too many failed logins. Please try again in 2 min.',
    )
  })

  test('a stranger locking their own address does not lock the player out', async () => {
    const victim = await createPlayer(server.app)
    for (let attempt = 0; attempt < freeTries + 3; attempt++)
      await login(victim.phone, 'guess-guess', '192.0.2.66')
    expect((await login(victim.phone, victim.password, '192.0.2.66')).code).toBe(Code.LoginThrottled)
    expect((await login(victim.phone, victim.password, victim.ip)).code).toBe(Code.Ok)
    expect((await login(victim.phone, victim.password, '192.0.2.67')).code).toBe(Code.Ok)
  })

  test('the operator cannot be locked out by strangers either', async () => {
    const { phone, password } = server.app.config.operator
    for (let attempt = 0; attempt < freeTries + 2; attempt++) await login(phone, 'guess-guess', '192.0.2.77')
    expect((await login(phone, password, '192.0.2.78')).code).toBe(Code.Ok)
  })

  test('an unknown phone is throttled the same way, so throttling reveals nothing', async () => {
    const phone = newPhone()
    for (let attempt = 0; attempt < freeTries; attempt++) await login(phone, 'guess-guess')
    expect((await login(phone, 'guess-guess')).code).toBe(Code.LoginThrottled)
  })

  test('one address guessing many accounts is stopped; its neighbours keep logging into their own', async () => {
    const ip = '198.51.100.99'
    const neighbour = await createPlayer(server.app)
    expect((await login(neighbour.phone, neighbour.password, ip)).code).toBe(Code.Ok)
    const { perIp } = server.app.config.limits.login
    for (let attempt = 0; attempt < perIp; attempt++) await login(newPhone(), 'guess-guess', ip)
    expect((await login(player.phone, player.password, ip)).code).toBe(Code.LoginThrottled)
    expect((await login(neighbour.phone, neighbour.password, ip)).code).toBe(Code.Ok)
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
  })

  test('guessing one account from many addresses meets its ceiling; the owner’s own address does not', async () => {
    const target = await createPlayer(server.app)
    const { perAccount } = server.app.config.limits.login
    for (let attempt = 0; attempt < perAccount; attempt++)
      await login(target.phone, 'guess-guess', `203.0.113.${attempt}`)
    expect((await login(target.phone, target.password, '203.0.113.250')).code).toBe(Code.LoginThrottled)
    expect((await login(target.phone, target.password, target.ip)).code).toBe(Code.Ok)
  })

  test('a successful login starts the address over', async () => {
    const someone = await createPlayer(server.app)
    for (let attempt = 0; attempt < freeTries - 1; attempt++) await login(someone.phone, 'nope-nope')
    expect((await login(someone.phone, someone.password)).code).toBe(Code.Ok)
    for (let attempt = 0; attempt < freeTries - 1; attempt++) await login(someone.phone, 'nope-nope')
    expect((await login(someone.phone, someone.password)).code).toBe(Code.Ok)
  })
})
