import { BODY_LIMIT } from '@server/app'
import { Code } from '@src/contract/codes'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { newPhone, refusal, sharedServer } from '../helpers'

const given = sharedServer()

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  given.server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  })

const usersCount = async () => {
  const { users } = await import('@server/db/schema/users')
  return (await given.server.db.select().from(users)).length
}

/** Posts a sign-up body the server must refuse, and checks that it created no account. */
const refusedSignUp = async (payload: string, lang: string) => {
  const before = await usersCount()
  const response = await post('/api/user/register', payload, { vuelang: lang })
  expect(await usersCount()).toBe(before)
  return response
}

describe('bad input gets a clear envelope error and changes nothing', () => {
  test('malformed JSON answers code 400 with a message in the caller’s language', async () => {
    const response = await refusedSignUp('{"username": "+5511', 'en')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(
      refusal(Code.BadRequest, 'The request is not valid. Please check what you entered.'),
    )
  })

  test('a missing field answers code 400 naming the request part', async () => {
    const response = await post('/api/user/login', JSON.stringify({ username: newPhone() }))
    expect(response.json()).toMatchObject({ code: Code.BadRequest, data: { fields: expect.any(Array) } })
  })

  test('an extra field is refused, not silently dropped', async () => {
    const body = { username: newPhone(), password: 'whatever12', role: 'admin' }
    const response = await post('/api/user/login', JSON.stringify(body))
    expect(response.json()).toMatchObject({ code: Code.BadRequest, data: { fields: ['/role'] } })
  })

  test('a wrong type is refused, not coerced', async () => {
    const body = { username: 5511987654321, password: 'whatever12' }
    const response = await post('/api/user/login', JSON.stringify(body))
    expect(response.json()).toMatchObject({ code: Code.BadRequest, data: { fields: ['/username'] } })
  })

  test('a body that is not an object is refused', async () => {
    expect((await post('/api/user/login', '[1,2]')).json()).toMatchObject({ code: Code.BadRequest })
  })

  test('a payload on a call that takes none is refused', async () => {
    expect((await post('/api/logout', JSON.stringify({ everything: true }))).json()).toMatchObject({
      code: Code.BadRequest,
    })
  })

  test('a body over the limit answers code 413 and nothing is written', async () => {
    const body = JSON.stringify({
      username: newPhone(),
      password: 'x'.repeat(BODY_LIMIT),
      codes: '1',
      agree: true,
    })
    const response = await refusedSignUp(body, 'pt')
    expect(response.json()).toEqual(refusal(Code.PayloadTooLarge, 'A solicitação é grande demais.'))
  })

  test('an unsupported content type answers code 400', async () => {
    const response = await given.server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: 'username=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.json()).toMatchObject({ code: Code.BadRequest })
  })

  test('a prototype-poisoning body is refused', async () => {
    const response = await post(
      '/api/user/login',
      '{"username":"+5511987654321","password":"x","__proto__":{"a":1}}',
    )
    expect(response.json()).toMatchObject({ code: Code.BadRequest })
  })
})

describe('unknown paths', () => {
  test('an unknown API path answers code 404 in the envelope', async () => {
    const response = await given.server.app.inject({
      method: 'POST',
      url: '/api/user/nothing',
      headers: { vuelang: 'zh' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: Code.NotFound, data: null, msg: '访问的资源不存在。' })
  })

  test('a known path with the wrong method is not found either', async () => {
    expect((await given.server.app.inject({ method: 'GET', url: '/api/user/login' })).json()).toMatchObject({
      code: Code.NotFound,
    })
  })

  test('an unknown page outside the API keeps HTTP 404', async () => {
    const response = await given.server.app.inject({ method: 'GET', url: '/no/such/page' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: Code.NotFound })
  })
})

test('an unexpected error answers code 500 with a request id and no internal detail', async () => {
  // The database loses a table under the server's feet: the query fails in a way no handler expects.
  await given.server.db.execute(sql`alter table sessions rename to sessions_gone`)
  const response = await given.server.app.inject({
    method: 'POST',
    url: '/api/user/getUserinfo',
    headers: { vuelang: 'en', token: 'any' },
  })
  await given.server.db.execute(sql`alter table sessions_gone rename to sessions`)
  const body = response.json()
  expect(body).toEqual({
    code: Code.ServerError,
    data: { requestId: expect.any(String) },
    msg: 'Unknown system error, please feedback to administrator.',
  })
  expect(response.body).not.toContain('sessions')
  expect(response.body).not.toContain('stack')
})
