import { createHash } from 'node:crypto'
import { loadConfig } from '@server/config'
import { auditLog } from '@server/db/schema/audit'
import { operatorRecoveryCodes, operatorTotp } from '@server/db/schema/console'
import { Code } from '@src/contract/codes'
import type { TotpStatus } from '@src/contract/console'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createPlayer,
  createPostgresTestServer,
  createTestServer,
  describeOnPostgres,
  sharedServer,
  type TestServer,
} from '../helpers'
import { PRODUCTION_ENV } from '../productionEnv'
import { appCode, consoleCall, createOperatorWithRole, enrol, logIn } from './consoleFixtures'

describe('CONSOLE_TOTP_REQUIRED and CONSOLE_IDLE_MINUTES', () => {
  test('TOTP is required in production and offered elsewhere; a console session idles out after 30 minutes', () => {
    const production = loadConfig(PRODUCTION_ENV)
    expect(production.console).toMatchObject({ totpRequired: true, idleMinutes: 30 })
    expect(loadConfig({ NODE_ENV: 'development' }).console.totpRequired).toBe(false)
    expect(
      loadConfig({ NODE_ENV: 'test', CONSOLE_TOTP_REQUIRED: 'on', CONSOLE_IDLE_MINUTES: '10' }).console,
    ).toMatchObject({
      totpRequired: true,
      idleMinutes: 10,
    })
    expect(() => loadConfig({ NODE_ENV: 'test', CONSOLE_TOTP_REQUIRED: 'maybe' })).toThrow(
      /CONSOLE_TOTP_REQUIRED/,
    )
  })
})

describe('enrolling and using the second factor', () => {
  const given = sharedServer()

  test('enrol: a secret and its otpauth URI, a wrong first code refused, the right one answers ten recovery codes', async () => {
    const { app } = given.server
    const operator = await createOperatorWithRole(given.server, 'finance')
    const before = await consoleCall<TotpStatus>(app, 'console/totp_status', undefined, operator.token)
    expect(before.data).toEqual({ enrolled: false, verified: false, required: false, recoveryCodesLeft: 0 })

    const started = await consoleCall<{ secret: string; uri: string }>(
      app,
      'console/totp_enrol',
      undefined,
      operator.token,
    )
    expect(started.data.secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(started.data.uri)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(started.data.secret)
    expect(uri.searchParams.get('algorithm')).toBe('SHA1')
    expect(uri.searchParams.get('digits')).toBe('6')
    expect(uri.searchParams.get('period')).toBe('30')

    const wrong = String((Number(appCode(started.data.secret)) + 1) % 1_000_000).padStart(6, '0')
    expect((await consoleCall(app, 'console/totp_confirm', { code: wrong }, operator.token)).code).toBe(
      Code.TotpCodeWrong,
    )
    const confirmed = await consoleCall<{ recoveryCodes: string[] }>(
      app,
      'console/totp_confirm',
      { code: appCode(started.data.secret) },
      operator.token,
    )
    expect(confirmed.code).toBe(Code.Ok)
    expect(new Set(confirmed.data.recoveryCodes).size).toBe(10)

    // Stored as salted argon2id hashes, and the secret is never answered again.
    const stored = await given.server.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.userId, operator.id))
    expect(stored).toHaveLength(10)
    expect(stored.map((row) => row.codeHash)).not.toContain(confirmed.data.recoveryCodes[0])
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$/)
    expect((await consoleCall(app, 'console/totp_enrol', undefined, operator.token)).code).toBe(
      Code.TotpAlreadyEnrolled,
    )
    const after = await consoleCall<TotpStatus>(app, 'console/totp_status', undefined, operator.token)
    expect(after.data).toEqual({ enrolled: true, verified: true, required: false, recoveryCodesLeft: 10 })
    const [audited] = await given.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'totp.enrol'), eq(auditLog.actorId, operator.id)))
    expect(audited?.target).toBe(`user:${operator.id}`)
  })

  test('once enrolled, every console login needs the code: refused until given, a code works once', async () => {
    const { app } = given.server
    const operator = await createOperatorWithRole(given.server, 'finance')
    const { secret } = await enrol(app, operator)
    const token = await logIn(app, operator.phone)
    expect((await consoleCall(app, 'admin/orders', { type: 'withdraw' }, token)).code).toBe(
      Code.SecondFactorRequired,
    )
    // The enrolment's code (this step) is used up: the next step's, as a phone a little ahead shows it.
    const code = appCode(secret, 1)
    expect((await consoleCall(app, 'console/totp_verify', { code }, token)).code).toBe(Code.Ok)
    expect((await consoleCall(app, 'admin/orders', { type: 'withdraw' }, token)).code).toBe(Code.Ok)
    const again = await logIn(app, operator.phone)
    expect((await consoleCall(app, 'console/totp_verify', { code }, again)).code).toBe(Code.TotpCodeWrong)
    expect((await consoleCall(app, 'admin/orders', { type: 'withdraw' }, again)).code).toBe(
      Code.SecondFactorRequired,
    )
  })

  test('a recovery code stands in for the app once, then is used up', async () => {
    const { app } = given.server
    const operator = await createOperatorWithRole(given.server, 'support')
    const { recoveryCodes } = await enrol(app, operator)
    const recoveryCode = (recoveryCodes[3] ?? '').toUpperCase()
    const first = await logIn(app, operator.phone)
    const verified = await consoleCall<TotpStatus>(app, 'console/totp_verify', { recoveryCode }, first)
    expect(verified.data).toMatchObject({ verified: true, recoveryCodesLeft: 9 })
    expect((await consoleCall(app, 'admin/orders', { type: 'withdraw' }, first)).code).toBe(Code.Ok)
    const second = await logIn(app, operator.phone)
    expect((await consoleCall(app, 'console/totp_verify', { recoveryCode }, second)).code).toBe(
      Code.TotpCodeWrong,
    )
  })

  test('a recovery code given before argon2id (kept as unsalted SHA-256) still works once', async () => {
    const { app, db } = given.server
    const operator = await createOperatorWithRole(given.server, 'support')
    await enrol(app, operator)
    const legacy = 'abcde-fghij'
    const codeHash = createHash('sha256').update('abcdefghij').digest('hex')
    await db.insert(operatorRecoveryCodes).values({ userId: operator.id, codeHash })
    const first = await logIn(app, operator.phone)
    const verified = await consoleCall<TotpStatus>(
      app,
      'console/totp_verify',
      { recoveryCode: legacy },
      first,
    )
    expect(verified.data).toMatchObject({ verified: true, recoveryCodesLeft: 10 })
    const second = await logIn(app, operator.phone)
    expect((await consoleCall(app, 'console/totp_verify', { recoveryCode: legacy }, second)).code).toBe(
      Code.TotpCodeWrong,
    )
  })

  test('five wrong codes, then the account waits: even the right code is refused until then', async () => {
    const { app } = given.server
    const operator = await createOperatorWithRole(given.server, 'risk')
    const { secret } = await enrol(app, operator)
    const token = await logIn(app, operator.phone)
    for (let i = 0; i < 5; i++)
      expect((await consoleCall(app, 'console/totp_verify', { code: '000000' }, token)).code).toBe(
        Code.TotpCodeWrong,
      )
    const right = await consoleCall(app, 'console/totp_verify', { code: appCode(secret, 1) }, token)
    expect(right.code).toBe(Code.TotpTooManyAttempts)
  })

  test('a player may not enrol', async () => {
    const player = await createPlayer(given.server.app)
    expect((await consoleCall(given.server.app, 'console/totp_enrol', undefined, player.token)).code).toBe(
      Code.Forbidden,
    )
  })
})

describe('with CONSOLE_TOTP_REQUIRED on (production)', () => {
  let server: TestServer
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' })
    server = await createTestServer({
      config: {
        console: { ...base.console, totpRequired: true, totpKey: `${'k'.repeat(16)}ey of the test server!` },
      },
    })
  })
  afterAll(() => server.close())

  test('every console call is refused until the account has enrolled, then allowed; the secret is encrypted at rest', async () => {
    const operator = await createOperatorWithRole(server, 'finance')
    const before = await consoleCall(server.app, 'admin/orders', { type: 'withdraw' }, operator.token)
    expect(before.code).toBe(Code.TotpEnrolmentRequired)
    const { secret } = await enrol(server.app, operator)
    expect((await consoleCall(server.app, 'admin/orders', { type: 'withdraw' }, operator.token)).code).toBe(
      Code.Ok,
    )
    const [row] = await server.db.select().from(operatorTotp).where(eq(operatorTotp.userId, operator.id))
    expect(row?.secret.startsWith('aes:')).toBe(true)
    expect(row?.secret).not.toContain(secret)
  })
})

describeOnPostgres('wrong codes sent at once', () => {
  const onPostgres = sharedServer(createPostgresTestServer)

  test('twenty wrong codes at once: five are checked, the rest refused by the same count', async () => {
    const operator = await createOperatorWithRole(onPostgres.server, 'finance')
    await enrol(onPostgres.server.app, operator)
    const token = await logIn(onPostgres.server.app, operator.phone)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        consoleCall(onPostgres.server.app, 'console/totp_verify', { code: '000000' }, token),
      ),
    )
    const codes = answers.map((answer) => answer.code)
    expect(codes.filter((code) => code === Code.TotpCodeWrong)).toHaveLength(5)
    expect(codes.filter((code) => code === Code.TotpTooManyAttempts)).toHaveLength(15)
  })
})
