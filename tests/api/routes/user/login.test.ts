import { createHash } from 'node:crypto'
import { attemptCounters } from '@server/db/schema/attempts'
import { sessions } from '@server/db/schema/sessions'
import { PAIR_GUARD } from '@server/services/accounts/loginThrottle'
import { Code } from '@src/contract/codes'
import type { LoginData } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { call, createPlayer, newPhone, serverWithPlayer } from '../../helpers'

// A pass-through spy on argon2's verify: what a login checks, not how long it takes (timed tests flake).
const argon2Verify = vi.hoisted(() => vi.fn())
vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof import('@node-rs/argon2')>()
  argon2Verify.mockImplementation(argon2.verify)
  return { ...argon2, verify: argon2Verify }
})

const given = serverWithPlayer()

const login = (username: string, password: string, ip?: string) =>
  call<LoginData>(given.server.app, 'user/login', { username, password }, { lang: 'en', ip })

describe('user/login', () => {
  test('answers the player with a fresh 256-bit token in data.userinfo.token', async () => {
    const answer = await login(given.player.phone, given.player.password)
    expect(answer).toMatchObject({ code: Code.Ok, msg: 'Success' })
    const { token, ...user } = answer.data.userinfo
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(token).not.toBe(given.player.token)
    expect(user).toEqual({ ...given.player.user })
  })

  test('stores the token only as its SHA-256 hash', async () => {
    const { token } = (await login(given.player.phone, given.player.password)).data.userinfo
    const rows = await given.server.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, given.player.user.id))
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'))
  })

  test('answers no password hash or other secret', async () => {
    const answer = await login(given.player.phone, given.player.password)
    expect(JSON.stringify(answer)).not.toMatch(/argon2|hash/i)
  })

  test('a phone typed with spaces logs into the same account', async () => {
    const spaced = `${given.player.phone.slice(0, 3)} ${given.player.phone.slice(3, 5)} ${given.player.phone.slice(5)}`
    expect((await login(spaced, given.player.password)).data.userinfo.id).toBe(given.player.user.id)
  })

  test('the seeded operator logs in with role admin and every permission', async () => {
    const { phone, password } = given.server.app.config.operator
    const answer = await login(phone, password)
    expect(answer.data.userinfo).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'] })
  })

  test('a wrong password and an unknown phone get the same answer', async () => {
    const wrong = await login(given.player.phone, 'not the password', '203.0.113.1')
    const unknown = await login(newPhone(), 'not the password', '203.0.113.1')
    expect(wrong).toEqual({
      code: Code.InvalidCredentials,
      data: null,
      msg: 'Wrong phone number or password.',
    })
    expect(unknown).toEqual(wrong)
  })

  test('an unknown phone runs the same argon2id check as a wrong password (a dummy hash)', async () => {
    const checkedHashes = async (phone: string) => {
      argon2Verify.mockClear()
      await login(phone, 'not the password', '203.0.113.2')
      return argon2Verify.mock.calls.map(([stored]) => String(stored).split('$').slice(1, 4).join('$'))
    }
    const known = await checkedHashes(given.player.phone)
    // Without the dummy hash an unknown phone would skip argon2 and answer in a fraction of the time.
    expect(known).toEqual([expect.stringMatching(/^argon2id\$v=19\$m=19456,t=2,p=1$/)])
    expect(await checkedHashes(newPhone())).toEqual(known)
  })

  test('a phone that is not E.164 is refused as such', async () => {
    expect((await login('12345', given.player.password)).code).toBe(Code.PhoneInvalid)
  })
})

describe('login throttling', () => {
  const { freeTries } = PAIR_GUARD

  test(`after ${freeTries} wrong passwords an address waits a minute, then longer each time`, async () => {
    const victim = await createPlayer(given.server.app)
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
    await given.server.db
      .update(attemptCounters)
      .set({ nextAt: new Date(Date.now() - 1000) })
      .where(eq(attemptCounters.key, `login:pair:${victim.phone}|${ip}`))
    expect((await login(victim.phone, 'guess-guess', ip)).code).toBe(Code.InvalidCredentials)
    expect((await login(victim.phone, victim.password, ip)).msg).toBe(
      'Too many failed logins. Please try again in 2 min.',
    )
  })

  test('a stranger locking their own address does not lock the player out', async () => {
    const victim = await createPlayer(given.server.app)
    for (let attempt = 0; attempt < freeTries + 3; attempt++)
      await login(victim.phone, 'guess-guess', '192.0.2.66')
    expect((await login(victim.phone, victim.password, '192.0.2.66')).code).toBe(Code.LoginThrottled)
    expect((await login(victim.phone, victim.password, victim.ip)).code).toBe(Code.Ok)
    expect((await login(victim.phone, victim.password, '192.0.2.67')).code).toBe(Code.Ok)
  })

  test('the operator cannot be locked out by strangers either', async () => {
    const { phone, password } = given.server.app.config.operator
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
    const neighbour = await createPlayer(given.server.app)
    expect((await login(neighbour.phone, neighbour.password, ip)).code).toBe(Code.Ok)
    const { perIp } = given.server.app.config.limits.login
    for (let attempt = 0; attempt < perIp; attempt++) await login(newPhone(), 'guess-guess', ip)
    expect((await login(given.player.phone, given.player.password, ip)).code).toBe(Code.LoginThrottled)
    expect((await login(neighbour.phone, neighbour.password, ip)).code).toBe(Code.Ok)
    expect((await login(given.player.phone, given.player.password)).code).toBe(Code.Ok)
  })

  test('guessing one account from many addresses meets its ceiling; the owner’s own address does not', async () => {
    const target = await createPlayer(given.server.app)
    const { perAccount } = given.server.app.config.limits.login
    for (let attempt = 0; attempt < perAccount; attempt++)
      await login(target.phone, 'guess-guess', `203.0.113.${attempt}`)
    expect((await login(target.phone, target.password, '203.0.113.250')).code).toBe(Code.LoginThrottled)
    expect((await login(target.phone, target.password, target.ip)).code).toBe(Code.Ok)
  })

  test('a successful login starts the address over', async () => {
    const someone = await createPlayer(given.server.app)
    for (let attempt = 0; attempt < freeTries - 1; attempt++) await login(someone.phone, 'nope-nope')
    expect((await login(someone.phone, someone.password)).code).toBe(Code.Ok)
    for (let attempt = 0; attempt < freeTries - 1; attempt++) await login(someone.phone, 'nope-nope')
    expect((await login(someone.phone, someone.password)).code).toBe(Code.Ok)
  })
})
