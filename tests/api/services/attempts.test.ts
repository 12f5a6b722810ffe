import { CODE_COUNTDOWN_SECONDS } from '@src/constants'
/**
 * Every throttle and cap, hit by many requests at once: none lets more attempts through than its limit
 * allows, because each attempt is counted by the step that decides it. Run on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where the requests really run side by side on a pool of connections.
 */

import { buildApp } from '@server/app'
import { attemptCounters } from '@server/db/schema/attempts'
import { openSeededDatabase } from '@server/seeds'
import { PAIR_GUARD } from '@server/services/accounts/loginThrottle'
import { DAILY_CAP_PER_PHONE, MAX_WRONG_TRIES } from '@server/services/accounts/verificationCodes'
import { UPLOADS_PER_HOUR } from '@server/services/money/uploads'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { call, createPlayer, createTestServer, lastCode, newPhone, type TestServer } from '../helpers'
import { PNG, upload } from '../money/fixtures'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({
    config: {
      limits: {
        requestsPerMinute: 1_000_000,
        codes: { perIpPerDay: 50, resendSeconds: CODE_COUNTDOWN_SECONDS },
        login: { perIp: 30, perAccount: 20 },
      },
    },
  })
})
afterAll(() => server.close())

const codesOf = (answers: { code: number }[]) => answers.map((answer) => answer.code)
const countOf = (codes: number[], code: number) => codes.filter((value) => value === code).length
const range = (n: number) => Array.from({ length: n }, (_, index) => index)

/** The 60 s between two codes to one phone, skipped (the player signed up a moment ago). */
const allowAnotherCode = (phone: string) =>
  server.db.delete(attemptCounters).where(eq(attemptCounters.key, `code:resend:${phone}`))

const login = (username: string, password: string, ip: string) =>
  call(server.app, 'user/login', { username, password }, { ip })

describe('password guesses sent at once', () => {
  test('60 at once on one phone from one address: at most 5 passwords are checked, the right 30th gets no token', async () => {
    const victim = await createPlayer(server.app)
    const ip = '192.0.2.1'
    const codes = codesOf(
      await Promise.all(
        range(60).map((index) =>
          login(victim.phone, index === 29 ? victim.password : `guess ${index} x`, ip),
        ),
      ),
    )
    const checked = codes.filter((code) => code !== Code.LoginThrottled)
    expect(checked.length).toBeLessThanOrEqual(PAIR_GUARD.freeTries)
    expect(countOf(codes, Code.LoginThrottled)).toBeGreaterThanOrEqual(60 - PAIR_GUARD.freeTries)
  })

  test('60 at once on one phone from 60 addresses: no more checks than the account’s ceiling', async () => {
    const victim = await createPlayer(server.app)
    const { perAccount } = server.app.config.limits.login
    const codes = codesOf(
      await Promise.all(
        range(60).map((index) => login(victim.phone, `guess ${index} x`, `198.51.100.${index}`)),
      ),
    )
    expect(countOf(codes, Code.InvalidCredentials)).toBeLessThanOrEqual(perAccount)
    expect(countOf(codes, Code.LoginThrottled)).toBeGreaterThanOrEqual(60 - perAccount)
    // The owner, from the address they signed up and logged in from, is not locked out.
    expect((await login(victim.phone, victim.password, victim.ip)).code).toBe(Code.Ok)
  })

  test('60 at once at many phones from one address: no more checks than the address’s cap', async () => {
    const ip = '203.0.113.9'
    const { perIp } = server.app.config.limits.login
    const codes = codesOf(await Promise.all(range(60).map(() => login(newPhone(), 'guess guess', ip))))
    expect(countOf(codes, Code.InvalidCredentials)).toBeLessThanOrEqual(perIp)
  })

  test('50 at once on user/changepwd with a stolen session: at most 5 current passwords are checked', async () => {
    const player = await createPlayer(server.app)
    const codes = codesOf(
      await Promise.all(
        range(50).map((index) =>
          call(
            server.app,
            'user/changepwd',
            {
              old_password: index === 25 ? player.password : `guess ${index} x`,
              new_password: 'taken over at last',
            },
            { token: player.token, ip: '192.0.2.50' },
          ),
        ),
      ),
    )
    expect(codes.filter((code) => code !== Code.LoginThrottled).length).toBeLessThanOrEqual(
      PAIR_GUARD.freeTries,
    )
  })
})

describe('verification codes sent and checked at once', () => {
  test('60 wrong codes at once on a reset: only 5 are checked, then even the right code is refused', async () => {
    const player = await createPlayer(server.app)
    await allowAnotherCode(player.phone)
    await call(server.app, 'sms/send', { username: player.phone, purpose: 'reset' }, { ip: '192.0.2.60' })
    // A reset code is delivered in the background.
    await vi.waitFor(() => lastCode(server.app, player.phone, 'reset'))
    const code = await lastCode(server.app, player.phone, 'reset')
    const wrong = code === '000000' ? '111111' : '000000'
    const codes = codesOf(
      await Promise.all(
        range(60).map(() =>
          call(server.app, 'user/change_pwd', {
            username: player.phone,
            code: wrong,
            password: 'a new pass 1',
          }),
        ),
      ),
    )
    expect(countOf(codes, Code.CodeWrong)).toBe(MAX_WRONG_TRIES - 1)
    const right = await call(server.app, 'user/change_pwd', {
      username: player.phone,
      code,
      password: 'a new pass 1',
    })
    expect(right.code).toBe(Code.CodeTooManyTries)
  })

  test('50 wrong codes at once on user/setpaypwd: only 5 are checked', async () => {
    const player = await createPlayer(server.app)
    await allowAnotherCode(player.phone)
    await call(server.app, 'sms/send', { purpose: 'paypwd' }, { token: player.token })
    const code = await lastCode(server.app, player.phone, 'paypwd')
    const wrong = code === '000000' ? '111111' : '000000'
    const body = (value: string) => ({ pay_password: '135790', pay_password_confirm: '135790', code: value })
    const codes = codesOf(
      await Promise.all(
        range(50).map(() => call(server.app, 'user/setpaypwd', body(wrong), { token: player.token })),
      ),
    )
    expect(countOf(codes, Code.CodeWrong)).toBe(MAX_WRONG_TRIES - 1)
    expect((await call(server.app, 'user/setpaypwd', body(code), { token: player.token })).code).toBe(
      Code.CodeTooManyTries,
    )
  })

  test('30 sends at once to one phone: one code goes out (60 s apart), never more than the daily cap', async () => {
    const phone = newPhone()
    const codes = codesOf(
      await Promise.all(
        range(30).map((index) =>
          call(server.app, 'sms/send', { username: phone, purpose: 'register' }, { ip: `10.9.0.${index}` }),
        ),
      ),
    )
    expect(countOf(codes, Code.Ok)).toBe(1)
    expect(countOf(codes, Code.Ok)).toBeLessThanOrEqual(DAILY_CAP_PER_PHONE)
  })

  test('70 sends at once from one address to 70 phones: exactly the address’s daily cap goes out', async () => {
    const ip = '192.0.2.70'
    const codesPerIpPerDay = server.app.config.limits.codes.perIpPerDay
    const codes = codesOf(
      await Promise.all(
        range(70).map(() =>
          call(server.app, 'sms/send', { username: newPhone(), purpose: 'register' }, { ip }),
        ),
      ),
    )
    expect(countOf(codes, Code.Ok)).toBe(codesPerIpPerDay)
    expect(countOf(codes, Code.CodeDailyCap)).toBe(70 - codesPerIpPerDay)
  })
})

describe('uploads sent at once', () => {
  test(`45 uploads at once: exactly ${UPLOADS_PER_HOUR} are stored`, async () => {
    const player = await createPlayer(server.app)
    const codes = codesOf(
      await Promise.all(range(45).map(() => upload(server.app, player.token, PNG, 'shot.png'))),
    )
    expect(countOf(codes, Code.Ok)).toBe(UPLOADS_PER_HOUR)
    expect(countOf(codes, Code.TooManyRequests)).toBe(45 - UPLOADS_PER_HOUR)
  })
})

describe.skipIf(!process.env.DATABASE_URL)('across server processes (PostgreSQL)', () => {
  test('60 guesses split between two servers sharing the database: at most 5 are checked', async () => {
    // A second server on the same database, with its own pool: what a second process would be.
    const database = await openSeededDatabase(server.app.config)
    const other = await buildApp({ config: server.app.config, database })
    try {
      const victim = await createPlayer(server.app)
      const ip = '192.0.2.222'
      const codes = codesOf(
        await Promise.all(
          range(60).map((index) =>
            call(
              index % 2 ? other : server.app,
              'user/login',
              { username: victim.phone, password: `g ${index} x` },
              { ip },
            ),
          ),
        ),
      )
      expect(codes.filter((code) => code !== Code.LoginThrottled).length).toBeLessThanOrEqual(
        PAIR_GUARD.freeTries,
      )
    } finally {
      await other.close()
      await database.close()
    }
  })
})
