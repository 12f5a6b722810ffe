/**
 * Input no database column can hold is bad input (400, naming the field), not a server error; and every
 * failure under /api/, a malformed URL included, answers the envelope.
 */

import { Code } from '@src/contract/codes'
import { describe, expect, test } from 'vitest'
import { call, sharedServer } from '../helpers'

const given = sharedServer()

describe('input that cannot be stored', () => {
  test('a NUL character in a search keyword answers 400 naming the field', async () => {
    expect(
      await call(given.server.app, 'index/game_like', { keyword: 'fru\u0000ta' }, { lang: 'en' }),
    ).toMatchObject({
      code: Code.BadRequest,
      data: { fields: ['/keyword'] },
    })
  })

  test('an id of 2^31 or more answers 400 naming the field', async () => {
    for (const id of [2 ** 31, 2 ** 53 - 1]) {
      expect(await call(given.server.app, 'index/get_acdtai', { id })).toMatchObject({
        code: Code.BadRequest,
        data: { fields: ['/id'] },
      })
    }
  })

  test('the largest id the database holds is a plain not found', async () => {
    expect((await call(given.server.app, 'index/get_acdtai', { id: 2 ** 31 - 1 })).code).toBe(
      Code.EventNotFound,
    )
  })
})

describe('malformed URLs', () => {
  test('a badly encoded path under /api/ answers the envelope', async () => {
    const answer = await given.server.app.inject({ method: 'GET', url: '/api/index/%E0%A4%A' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ code: expect.any(Number), data: null, msg: expect.any(String) })
    expect(answer.json().code).not.toBe(Code.ServerError)
  })
})
