import { createHash } from 'node:crypto'
import { sessions } from '@server/db/schema/sessions'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { appCode, consoleCall, createOperatorWithRole, enrol, logIn, OFFICE } from './consoleFixtures'

const given = sharedServer()

const orders = (token: string, origin = {}) =>
  consoleCall(given.server.app, 'admin/orders', { type: 'withdraw' }, token, origin)

/** An operator with a second factor, and a new session that passed it from the office. */
const verifiedSession = async () => {
  const operator = await createOperatorWithRole(given.server, 'finance')
  const { secret } = await enrol(given.server.app, operator)
  const token = await logIn(given.server.app, operator.phone)
  const verified = await consoleCall(
    given.server.app,
    'console/totp_verify',
    { code: appCode(secret, 1) },
    token,
  )
  expect(verified.code).toBe(Code.Ok)
  return token
}

/** The session's last console call was `minutes` ago (no waiting in tests). */
const idleFor = async (token: string, minutes: number) => {
  const tokenHash = createHash('sha256').update(token).digest('hex')
  const at = new Date(Date.now() - minutes * 60_000)
  await given.server.db.update(sessions).set({ consoleUsedAt: at }).where(eq(sessions.tokenHash, tokenHash))
}

describe('console sessions', () => {
  test('idle 30 minutes since the last console call, the session ends: the console says why, then 401', async () => {
    const token = await verifiedSession()
    expect((await orders(token)).code).toBe(Code.Ok)
    await idleFor(token, 29)
    expect((await orders(token)).code).toBe(Code.Ok)
    await idleFor(token, 30)
    expect((await orders(token)).code).toBe(Code.ConsoleSessionIdle)
    expect((await orders(token)).code).toBe(Code.SessionExpired)
  })

  test('a call from another address ends the session that passed the second factor', async () => {
    const token = await verifiedSession()
    expect((await orders(token, OFFICE)).code).toBe(Code.Ok)
    expect((await orders(token, { ip: '10.99.99.99' })).code).toBe(Code.ConsoleSessionMoved)
    expect((await orders(token, OFFICE)).code).toBe(Code.SessionExpired)
  })

  test('a call from another browser ends it too', async () => {
    const token = await verifiedSession()
    expect((await orders(token, { agent: 'curl/8.5.0' })).code).toBe(Code.ConsoleSessionMoved)
    const info = await consoleCall(given.server.app, 'user/getUserinfo', undefined, token)
    expect(info.code).toBe(Code.SessionExpired)
  })
})
