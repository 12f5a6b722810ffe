import { auditLog } from '@server/db/schema/audit'
import { effectivePermissions, OPERATOR_ROLES } from '@server/services/accounts/operatorRoles'
import { Code } from '@src/contract/codes'
import { MONEY_PERMISSIONS } from '@src/contract/money-values'
import type { UserInfo } from '@src/contract/user'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { consoleCall, createOperatorWithRole } from './consoleFixtures'

const given = sharedServer()

const lastAudit = async () => {
  const [row] = await given.server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
  return row
}

describe('operator roles', () => {
  test("a role's permissions join the account's own, and admin keeps every permission", () => {
    expect(effectivePermissions({ roles: ['finance'], permissions: ['x:y:z'] })).toEqual([
      'x:y:z',
      ...OPERATOR_ROLES.finance,
    ])
    expect(effectivePermissions({ roles: ['admin'], permissions: [] })).toEqual(['*:*:*'])
    expect(effectivePermissions({ roles: ['no-such-role'], permissions: [] })).toEqual([])
  })

  test("the user info carries the role's permissions, as the server checks them", async () => {
    const support = await createOperatorWithRole(given.server, 'support')
    const info = await consoleCall<UserInfo>(given.server.app, 'user/getUserinfo', undefined, support.token)
    expect(info.data.roles).toEqual(['support'])
    expect(info.data.permissions).toEqual([...OPERATOR_ROLES.support])
  })

  test('a support operator lists the orders but cannot review one (a finance call), and the refusal is audited', async () => {
    const { app } = given.server
    const support = await createOperatorWithRole(given.server, 'support')
    expect((await consoleCall(app, 'admin/orders', { type: 'withdraw' }, support.token)).code).toBe(Code.Ok)
    const review = await consoleCall(app, 'admin/review', { id: 1, action: 'approve' }, support.token)
    expect(review.code).toBe(Code.Forbidden)
    expect(await lastAudit()).toMatchObject({
      actorId: support.id,
      action: 'denied',
      target: '/api/admin/review',
      reason: String(Code.Forbidden),
      ip: '10.20.30.40',
    })
  })

  test('a finance operator may review: the call gets past the permission to the order itself', async () => {
    const finance = await createOperatorWithRole(given.server, 'finance')
    expect(OPERATOR_ROLES.finance).toContain(MONEY_PERMISSIONS.reviewOrder)
    const review = await consoleCall(
      given.server.app,
      'admin/review',
      { id: 999_999, action: 'approve' },
      finance.token,
    )
    expect(review.code).not.toBe(Code.Forbidden)
    expect(review.code).not.toBe(Code.Ok)
  })

  test('a console call without a session is refused 401 and audited without an actor', async () => {
    const answer = await consoleCall(given.server.app, 'admin/risk_cases', {}, undefined, { ip: '10.9.8.7' })
    expect(answer.code).toBe(Code.SessionExpired)
    const row = await lastAudit()
    expect(row).toMatchObject({
      actorId: null,
      action: 'denied',
      target: '/api/admin/risk_cases',
      ip: '10.9.8.7',
    })
    const denials = await given.server.db.select().from(auditLog).where(eq(auditLog.action, 'denied'))
    expect(denials.length).toBeGreaterThanOrEqual(2)
  })
})
