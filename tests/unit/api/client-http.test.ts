import { ApiError, ClientCode } from '@src/api/api-error'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clientFor, failureOf } from './harness'
import { closedPortUrl, startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer({
    'status-401': { status: 401, body: 'Unauthorized' },
    'status-403': { status: 403, body: 'Forbidden' },
    'status-404': { status: 404, body: 'Not Found' },
    'status-502': { status: 502, body: '<html>Bad Gateway</html>' },
    'status-500': { status: 500, body: '' },
    'status-502-envelope': {
      status: 502,
      body: { code: 500, data: null, msg: 'Upstream game provider down' },
    },
    'status-503-ok-envelope': { status: 503, body: { code: 1, data: 'stale', msg: '' } },
    'status-200-html': { status: 200, body: '<!doctype html><title>Portal</title>' },
    slow: { delayMs: 400, body: { code: 1, data: 'late', msg: '' } },
  })
})
afterAll(() => server.close())

describe('HTTP failures', () => {
  test.each([
    ['status-401', 401, 'Failed authentication, unable to access system resources.'],
    ['status-403', 403, 'No permission for the current operation.'],
    ['status-404', 404, 'Access resource does not exist.'],
    ['status-502', 502, 'Interface 502 exception'],
    ['status-500', 500, 'Interface 500 exception'],
    ['status-503-ok-envelope', 503, 'Interface 503 exception'],
  ])('%s without an envelope toasts "%s"', async (path, status, message) => {
    const { api, toast, confirm } = clientFor(server.baseUrl)
    const error = await failureOf(api.get(path))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message, code: status, status })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith(message)
    expect(confirm).not.toHaveBeenCalled()
  })

  test('an error status with an envelope shows the envelope message', async () => {
    const { api, toast } = clientFor(server.baseUrl)
    const error = await failureOf(api.get('status-502-envelope'))
    expect(error).toMatchObject({ message: 'Upstream game provider down', code: 500, status: 502 })
    expect(toast).toHaveBeenCalledWith('Upstream game provider down')
  })

  test('a 200 answer that is not an envelope is an unknown error', async () => {
    const { api, toast } = clientFor(server.baseUrl)
    const error = await failureOf(api.get('status-200-html'))
    expect(error).toMatchObject({
      message: 'Unknown system error, please feedback to administrator.',
      code: ClientCode.BadAnswer,
      status: 200,
    })
    expect(toast).toHaveBeenCalledTimes(1)
  })
})

describe('no answer', () => {
  test('a slow server times out with "System interface request expired"', async () => {
    const { api, toast } = clientFor(server.baseUrl, { timeout: 50 })
    const error = await failureOf(api.get('slow'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'System interface request expired', code: ClientCode.Timeout })
    expect(toast).toHaveBeenCalledExactlyOnceWith('System interface request expired')
  })

  test('the same slow server answers within the default 10 s timeout', async () => {
    const { api } = clientFor(server.baseUrl)
    await expect(api.get('slow')).resolves.toBe('late')
  })

  test('a closed port is "Backend interface connection exception"', async () => {
    const { api, toast } = clientFor(await closedPortUrl())
    const error = await failureOf(
      api.post('user/login', { username: '+5511987654321', password: 'secret-123' }),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Backend interface connection exception',
      code: ClientCode.Network,
    })
    expect(toast).toHaveBeenCalledExactlyOnceWith('Backend interface connection exception')
  })

  test('a call the caller cancels rejects quietly with the abort', async () => {
    const { api, toast } = clientFor(server.baseUrl)
    const controller = new AbortController()
    const call = api.get('slow', {}, { signal: controller.signal })
    // After the CORS preflight: the test DOM does not watch the signal while it runs one.
    setTimeout(() => controller.abort(), 200)
    const error = await failureOf(call)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ name: 'AbortError' })
    expect(toast).not.toHaveBeenCalled()
  })

  test('a call cancelled before it starts is not sent', async () => {
    const { api, toast } = clientFor(server.baseUrl)
    const sent = server.received.length
    const error = await failureOf(api.get('slow', {}, { signal: AbortSignal.abort() }))
    expect(error).toMatchObject({ name: 'AbortError' })
    expect(server.received.length).toBe(sent)
    expect(toast).not.toHaveBeenCalled()
  })
})
