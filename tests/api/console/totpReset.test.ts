import { auditLog } from '@server/db/schema/audit'
import { operatorRecoveryCodes } from '@server/db/schema/console'
import { Code } from '@src/contract/codes'
import type { TotpStatus } from '@src/contract/console'
import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createPlayer, serverWithOperator } from '../helpers'
import { consoleCall, createOperatorWithRole, enrol, logIn } from './consoleFixtures'

const given = serverWithOperator()

test("an administrator removes another operator's lost second factor: their sessions end, the next login sets it up again, and it is audited", async () => {
  const { app, db } = given.server
  const admin = await createOperatorWithRole(given.server, 'admin')
  const lost = await createOperatorWithRole(given.server, 'risk')
  await enrol(app, lost)
  const status = (token: string) => consoleCall<TotpStatus>(app, 'console/totp_status', undefined, token)
  expect((await status(lost.token)).data.enrolled).toBe(true)

  const reset = await consoleCall(
    app,
    'admin/operator_totp_reset',
    { userId: lost.id, reason: 'Phone stolen, recovery codes lost (ticket 4411)' },
    admin.token,
  )
  expect(reset.code).toBe(Code.Ok)
  // The old session is over; a new login finds no second factor and may set one up.
  expect((await status(lost.token)).code).toBe(Code.SessionExpired)
  const again = await logIn(app, lost.phone)
  expect((await status(again)).data).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 })
  expect(
    await db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, lost.id)),
  ).toEqual([])
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'operator.totpReset'), eq(auditLog.target, `user:${lost.id}`)))
  expect(row).toMatchObject({
    actorId: admin.id,
    before: { enrolled: true },
    after: { enrolled: false },
    reason: 'Phone stolen, recovery codes lost (ticket 4411)',
  })
})

test("no one resets their own second factor or a player's, and only administrators may reset one", async () => {
  const { app } = given.server
  const admin = await createOperatorWithRole(given.server, 'admin')
  const support = await createOperatorWithRole(given.server, 'support')
  const player = await createPlayer(app)
  const reset = (userId: number, token: string) =>
    consoleCall(app, 'admin/operator_totp_reset', { userId, reason: 'lost phone' }, token)
  expect((await reset(admin.id, admin.token)).code).toBe(Code.TotpResetOwn)
  expect((await reset(player.user.id, admin.token)).code).toBe(Code.OperatorNotFound)
  expect((await reset(admin.id, support.token)).code).toBe(Code.Forbidden)
})
