import { Code } from '@src/contract/codes'
import { describe, expect, test } from 'vitest'
import { call, createTestServer, newPhone, sharedServer } from '../../helpers'

describe('GET /api/dev/outbox outside production', () => {
  const given = sharedServer()

  const outbox = (phone: string) =>
    given.server.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { phone } })

  test('lists the codes sent to a phone, with their purpose', async () => {
    const phone = newPhone()
    await call(given.server.app, 'sms/send', { username: phone, purpose: 'register' })
    const answer = (await outbox(phone)).json()
    expect(answer).toMatchObject({ code: Code.Ok, data: [{ phone, purpose: 'register' }] })
    expect(answer.data[0].code).toMatch(/^\d{6}$/)
    expect(Date.parse(answer.data[0].sentAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  test('a phone that got nothing has an empty outbox', async () => {
    expect((await outbox(newPhone())).json()).toMatchObject({ code: Code.Ok, data: [] })
  })

  test('a plus sign left unencoded in the URL still finds the phone', async () => {
    const phone = newPhone()
    await call(given.server.app, 'sms/send', { username: phone, purpose: 'register' })
    const response = await given.server.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })
    expect(response.json().data).toHaveLength(1)
  })

  test('an invalid or missing phone is refused', async () => {
    expect((await outbox('garbage')).json()).toMatchObject({ code: Code.PhoneInvalid })
    const missing = await given.server.app.inject({ method: 'GET', url: '/api/dev/outbox' })
    expect(missing.json()).toMatchObject({ code: Code.BadRequest })
  })
})

describe('in production', () => {
  const given = sharedServer(() => createTestServer({ config: { production: true, env: 'production' } }))

  test('the dev outbox does not exist', async () => {
    const phone = newPhone()
    expect((await call(given.server.app, 'sms/send', { username: phone, purpose: 'register' })).code).toBe(
      Code.Ok,
    )
    const response = await given.server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { phone },
    })
    expect(response.json()).toMatchObject({ code: Code.NotFound, data: null })
    expect(given.server.app.outbox).toBeNull()
  })

  test('nor does it appear in the API document', async () => {
    const document = (await given.server.app.inject({ method: 'GET', url: '/api/docs.json' })).json()
    expect(Object.keys(document.paths)).not.toContain('/api/dev/outbox')
  })
})
