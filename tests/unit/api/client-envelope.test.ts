import { ApiError } from '@src/api/api-error'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clientFor, failureOf } from './harness'
import { startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer({
    ok: { body: { code: 1, data: { balance: 12_345 }, msg: '' } },
    'ok-null': { body: { code: 1, data: null, msg: '' } },
    'server-error': { body: { code: 500, data: null, msg: 'Database unavailable' } },
    'server-error-no-msg': { body: { code: 500, data: null, msg: '' } },
    business: { body: { code: 1001, data: { triesLeft: 4 }, msg: 'Wrong phone or password' } },
    'business-no-msg': { body: { code: 1001, data: null } },
    'forbidden-code': { body: { code: 403, data: null, msg: 'Server says no' } },
    'not-found-code': { body: { code: 404, data: null, msg: 'Server lost it' } },
  })
})
afterAll(() => server.close())

describe('envelope answers', () => {
  test('code 1 gives the data and shows nothing', async () => {
    const { api, toast } = clientFor(server.baseUrl)
    await expect(api.get('ok')).resolves.toEqual({ balance: 12_345 })
    await expect(api.post('ok-null')).resolves.toBeNull()
    expect(toast).not.toHaveBeenCalled()
  })

  test.each([
    ['server-error', 500, 'Database unavailable'],
    ['server-error-no-msg', 500, 'Unknown system error, please feedback to administrator.'],
    ['business', 1001, 'Wrong phone or password'],
    ['business-no-msg', 1001, 'Unknown system error, please feedback to administrator.'],
    ['forbidden-code', 403, 'No permission for the current operation.'],
    ['not-found-code', 404, 'Access resource does not exist.'],
  ])('%s: code %i toasts "%s" once and rejects with it', async (path, code, message) => {
    const { api, toast } = clientFor(server.baseUrl)
    const error = await failureOf(api.post(path))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message, code, status: 200 })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith(message)
  })

  test('a business error hands its data to the caller', async () => {
    const { api } = clientFor(server.baseUrl)
    expect(await failureOf(api.post('business'))).toMatchObject({ data: { triesLeft: 4 } })
  })

  test('a silent call rejects with the message and shows no toast, for a form to show inline', async () => {
    const { api, toast } = clientFor(server.baseUrl)
    const error = await failureOf(api.post('business', {}, { silent: true }))
    expect(error).toMatchObject({ message: 'Wrong phone or password', code: 1001 })
    expect(toast).not.toHaveBeenCalled()
  })
})
