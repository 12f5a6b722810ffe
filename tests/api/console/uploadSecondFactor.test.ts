import { auditLog } from '@server/db/schema/audit'
import { Code } from '@src/contract/codes'
import { desc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { serverWithPlayer } from '../helpers'
import { PNG, upload } from '../money/fixtures'
import {
  appCode,
  consoleCall,
  createOperatorWithRole,
  enrol,
  logIn,
  OFFICE,
  type Origin,
} from './consoleFixtures'

const given = serverWithPlayer()

/** GET /api/index/upload/:id from an address and a browser, as the order queues' pages fetch it. */
const readUpload = async (
  id: string,
  token: string,
  { ip = OFFICE.ip, agent = OFFICE.agent }: Origin = {},
) => {
  const response = await given.server.app.inject({
    method: 'GET',
    url: `/api/index/upload/${id}`,
    headers: { token, 'user-agent': agent, vuelang: 'en' },
    remoteAddress: ip,
  })
  return String(response.headers['content-type']).startsWith('image/')
    ? { image: response.rawPayload }
    : { code: (response.json() as { code: number }).code }
}

test("an operator's session that has not passed the second factor cannot read a player's upload; the player still reads their own", async () => {
  const { app } = given.server
  const voucher = await upload(app, given.player.token, PNG)
  expect(voucher.code).toBe(Code.Ok)
  const finance = await createOperatorWithRole(given.server, 'finance')
  const { secret } = await enrol(app, finance)

  // A new login: the password passed, the second factor not yet.
  const session = await logIn(app, finance.phone, finance.password)
  expect(await readUpload(voucher.data.id, session)).toEqual({ code: Code.SecondFactorRequired })
  const [denied] = await given.server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.actorId, finance.id))
    .orderBy(desc(auditLog.id))
    .limit(1)
  expect(denied).toMatchObject({ action: 'denied', target: '/api/index/upload/:id', reason: '1701' })

  // Passed from the office: the image; from elsewhere the session ends, as at every console call.
  expect((await consoleCall(app, 'console/totp_verify', { code: appCode(secret, 1) }, session)).code).toBe(
    Code.Ok,
  )
  expect(await readUpload(voucher.data.id, session)).toEqual({ image: PNG })
  expect(await readUpload(voucher.data.id, session, { ip: '203.0.113.9' })).toEqual({
    code: Code.ConsoleSessionMoved,
  })

  expect(await readUpload(voucher.data.id, given.player.token)).toEqual({ image: PNG })
})
