import { verificationCodes } from '@server/db/schema/verificationCodes'
import { DAILY_CAP_PER_PHONE } from '@server/services/accounts/verificationCodes'
import type { SmsMessage } from '@server/sms'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ageCodes,
  call,
  createPlayer,
  createTestServer,
  lastCode,
  newPhone,
  type Player,
  type TestServer,
} from '../../helpers'

// The gateway can be made to fail, to see what the player gets then.
let gatewayDown = false
const delivered: SmsMessage[] = []
const sms = {
  send: async (message: SmsMessage) => {
    if (gatewayDown) throw new Error('gateway down')
    delivered.push(message)
  },
}

let server: TestServer
let player: Player
beforeAll(async () => {
  server = await createTestServer({ sms })
  player = await createPlayer(server.app)
})
afterAll(() => server.close())

/** Moves a phone's sends back in time, as if the 60 s wait were over. */
const ageSends = (phone: string, seconds = 61) => ageCodes(server.db, phone, seconds)

const outboxFor = async (phone: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { phone } })).json().data

describe('sms/send', () => {
  test('sends a 6-digit code for sign-up, and says when the next one may be asked for', async () => {
    const phone = newPhone()
    const answer = await call(
      server.app,
      'sms/send',
      { username: phone, purpose: 'register' },
      { lang: 'en' },
    )
    expect(answer).toEqual({ code: Code.Ok, data: { resendAfter: 60 }, msg: 'Success' })
    const code = await lastCode(server.app, phone, 'register')
    expect(code).toMatch(/^\d{6}$/)
    const sent = delivered.at(-1)
    expect(sent).toMatchObject({ phone, purpose: 'register', code })
    expect(sent?.text).toContain(code)
  })

  test('the SMS text is in the player’s language', async () => {
    const phone = newPhone()
    await call(server.app, 'sms/send', { username: phone, purpose: 'register' }, { lang: 'pt' })
    expect(delivered.at(-1)?.text).toMatch(/^Seu código de verificação Ficha é \d{6}\./)
  })

  test("the SMS text names the operator's brand (BRAND_NAME)", async () => {
    const branded = await createTestServer({ sms, config: { brandName: 'FichaBet' } })
    try {
      const phone = newPhone()
      await call(branded.app, 'sms/send', { username: phone, purpose: 'register' }, { lang: 'pt' })
      expect(delivered.at(-1)?.text).toMatch(/^Seu código de verificação FichaBet é \d{6}\./)
    } finally {
      await branded.close()
    }
  })

  test('the database keeps only a hash of the code', async () => {
    const phone = newPhone()
    await call(server.app, 'sms/send', { username: phone, purpose: 'register' })
    const code = await lastCode(server.app, phone)
    const rows = await server.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('a second code within 60 s is refused with the seconds left', async () => {
    const phone = newPhone()
    await call(server.app, 'sms/send', { username: phone, purpose: 'register' })
    const again = await call(server.app, 'sms/send', { username: phone, purpose: 'reset' }, { lang: 'en' })
    expect(again.code).toBe(Code.CodeTooSoon)
    expect(again.msg).toMatch(/^Please wait (59|60) s before requesting another code\.$/)
  })

  test('outside production CODE_RESEND_SECONDS shortens the wait, and the answer says the new one', async () => {
    const quick = await createTestServer({
      config: {
        limits: { ...server.config.limits, codes: { ...server.config.limits.codes, resendSeconds: 1 } },
      },
    })
    try {
      const phone = newPhone()
      const first = await call<{ resendAfter: number }>(quick.app, 'sms/send', {
        username: phone,
        purpose: 'register',
      })
      expect(first.data?.resendAfter).toBe(1)
      expect((await call(quick.app, 'sms/send', { username: phone, purpose: 'register' })).code).toBe(
        Code.CodeTooSoon,
      )
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expect((await call(quick.app, 'sms/send', { username: phone, purpose: 'register' })).code).toBe(Code.Ok)
    } finally {
      await quick.close()
    }
  })

  test(`a phone gets at most ${DAILY_CAP_PER_PHONE} codes a day`, async () => {
    const phone = newPhone()
    for (let sent = 0; sent < DAILY_CAP_PER_PHONE; sent++) {
      expect((await call(server.app, 'sms/send', { username: phone, purpose: 'register' })).code).toBe(
        Code.Ok,
      )
      await ageSends(phone)
    }
    const over = await call(server.app, 'sms/send', { username: phone, purpose: 'register' }, { lang: 'en' })
    expect(over).toEqual({
      code: Code.CodeDailyCap,
      data: null,
      msg: 'Too many codes requested today. Please try again tomorrow.',
    })
  })

  test('one network gets at most its daily cap of codes (CODE_DAILY_CAP_PER_IP)', async () => {
    const ip = '198.51.100.7'
    for (let sent = 0; sent < server.app.config.limits.codes.perIpPerDay; sent++) {
      const answer = await call(server.app, 'sms/send', { username: newPhone(), purpose: 'register' }, { ip })
      expect(answer.code).toBe(Code.Ok)
    }
    const over = await call(server.app, 'sms/send', { username: newPhone(), purpose: 'register' }, { ip })
    expect(over.code).toBe(Code.CodeDailyCap)
    const elsewhere = await call(server.app, 'sms/send', { username: newPhone(), purpose: 'register' })
    expect(elsewhere.code).toBe(Code.Ok)
  })

  test('a phone without its country prefix is refused', async () => {
    const answer = await call(
      server.app,
      'sms/send',
      { username: '11987654321', purpose: 'register' },
      { lang: 'en' },
    )
    expect(answer).toEqual({
      code: Code.PhoneInvalid,
      data: null,
      msg: 'Please enter a valid phone number with its country code.',
    })
  })

  test('sign-up without a phone is refused', async () => {
    expect((await call(server.app, 'sms/send', { purpose: 'register' })).code).toBe(Code.PhoneInvalid)
  })

  test('an unknown purpose is refused', async () => {
    const answer = await call(server.app, 'sms/send', { username: newPhone(), purpose: 'withdraw' })
    expect(answer.code).toBe(Code.BadRequest)
  })

  test('a gateway failure answers code 1015 and the phone may ask again at once', async () => {
    const phone = newPhone()
    gatewayDown = true
    const failed = await call(
      server.app,
      'sms/send',
      { username: phone, purpose: 'register' },
      { lang: 'en' },
    )
    gatewayDown = false
    expect(failed).toEqual({ code: Code.CodeSendFailed, data: null, msg: 'Verification code send failed.' })
    expect(await outboxFor(phone)).toEqual([])
    expect((await call(server.app, 'sms/send', { username: phone, purpose: 'register' })).code).toBe(Code.Ok)
  })
})

describe('password reset codes do not reveal which phones are registered', () => {
  test('a registered phone and an unknown one get the same answer; only the registered one gets an SMS', async () => {
    const unknown = newPhone()
    await ageSends(player.phone)
    const known = await call(server.app, 'sms/send', { username: player.phone, purpose: 'reset' })
    const stranger = await call(server.app, 'sms/send', { username: unknown, purpose: 'reset' })
    expect(stranger).toEqual(known)
    expect(known.code).toBe(Code.Ok)
    await expect
      .poll(() => outboxFor(player.phone))
      .toContainEqual(expect.objectContaining({ purpose: 'reset' }))
    expect(await outboxFor(unknown)).toEqual([])
  })

  test('an unknown phone is held to the same 60 s rule as a registered one', async () => {
    const unknown = newPhone()
    await call(server.app, 'sms/send', { username: unknown, purpose: 'reset' })
    expect((await call(server.app, 'sms/send', { username: unknown, purpose: 'reset' })).code).toBe(
      Code.CodeTooSoon,
    )
  })
})

describe('codes for a logged-in player', () => {
  test('a withdrawal-password code goes to the account’s own phone, whatever phone is named', async () => {
    await ageSends(player.phone)
    const answer = await call(
      server.app,
      'sms/send',
      { username: newPhone(), purpose: 'paypwd' },
      { token: player.token },
    )
    expect(answer.code).toBe(Code.Ok)
    expect(delivered.at(-1)).toMatchObject({ phone: player.phone, purpose: 'paypwd' })
  })

  test('a withdrawal-password code needs a session', async () => {
    expect((await call(server.app, 'sms/send', { purpose: 'paypwd' })).code).toBe(Code.SessionExpired)
  })

  test('a binding code needs a session', async () => {
    const answer = await call(server.app, 'sms/send', { username: newPhone(), purpose: 'bind' })
    expect(answer.code).toBe(Code.SessionExpired)
    const phone = newPhone()
    const bound = await call(
      server.app,
      'sms/send',
      { username: phone, purpose: 'bind' },
      { token: player.token },
    )
    expect(bound.code).toBe(Code.Ok)
    expect(delivered.at(-1)).toMatchObject({ phone, purpose: 'bind' })
  })
})

describe('index/send_email_mobile', () => {
  test('sends a code like sms/send', async () => {
    const phone = newPhone()
    const answer = await call(server.app, 'index/send_email_mobile', { username: phone, purpose: 'register' })
    expect(answer).toMatchObject({ code: Code.Ok, data: { resendAfter: 60 } })
    expect(await lastCode(server.app, phone, 'register')).toMatch(/^\d{6}$/)
  })

  test('shares the 60 s rule with sms/send', async () => {
    const phone = newPhone()
    await call(server.app, 'sms/send', { username: phone, purpose: 'register' })
    const again = await call(server.app, 'index/send_email_mobile', { username: phone, purpose: 'register' })
    expect(again.code).toBe(Code.CodeTooSoon)
  })

  test('refuses an invalid phone and extra fields', async () => {
    expect(
      (await call(server.app, 'index/send_email_mobile', { username: 'x', purpose: 'register' })).code,
    ).toBe(Code.PhoneInvalid)
    const extra = { username: newPhone(), purpose: 'register', email: 'a@b.co' }
    expect((await call(server.app, 'index/send_email_mobile', extra)).code).toBe(Code.BadRequest)
  })
})
