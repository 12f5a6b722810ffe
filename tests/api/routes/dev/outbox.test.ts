import { Code } from '@src/contract/codes'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createTestServer, newPhone, type TestServer } from '../../helpers'

describe('GET /api/dev/outbox outside production', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  const outbox = (phone: string) =>
    server.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { phone } })

  test('lists the codes sent to a phone, with their purpose', async () => {
    const phone = newPhone()
    await call(server.app, 'sms/send', { username: phone, purpose: 'register' })
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
    await call(server.app, 'sms/send', { username: phone, purpose: 'register' })
    const response = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })
    expect(response.json().data).toHaveLength(1)
  })

  test('an invalid or missing phone is refused', async () => {
    expect((await outbox('garbage')).json()).toMatchObject({ code: Code.PhoneInvalid })
    const missing = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' })
    expect(missing.json()).toMatchObject({ code: Code.BadRequest })
  })
})

describe('in production', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ config: { production: true, env: 'production' } })
  })
  afterAll(() => server.close())

  test('the dev outbox does not exist', async () => {
    const phone = newPhone()
    expect((await call(server.app, 'sms/send', { username: phone, purpose: 'register' })).code).toBe(Code.Ok)
    const response = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { phone } })
    expect(response.json()).toMatchObject({ code: Code.NotFound, data: null })
    expect(server.app.outbox).toBeNull()
  })

  test('nor does it appear in the API document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs.json' })).json()
    expect(Object.keys(document.paths)).not.toContain('/api/dev/outbox')
  })
})
