import { login } from '@src/session/auth'
import { updateStorageData } from '@src/session/store'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { clientFor, failureOf } from './harness'
import { startTestServer } from './test-server'

const IDLE = { body: { code: 1030, data: null, msg: 'idle' } }
const replies: Record<string, { body: unknown }> = { wallet: IDLE }
let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer(replies)
})
afterAll(() => server.close())
beforeEach(() => {
  replies.wallet = IDLE
  login('tok', { name: 'Ana', roles: ['player'], permissions: [], userInfo: { id: 1 } })
  updateStorageData({ language: 'en' })
})

describe('code 1030: the session was idle past REAUTH_IDLE_MINUTES', () => {
  test('asks the password, then sends the refused call again and answers its data', async () => {
    const reauthenticate = vi.fn(async () => {
      // The server accepted the password: the same call now goes through.
      replies.wallet = { body: { code: 1, data: { wallet: 500 }, msg: '' } }
      return true
    })
    const toast = vi.fn()
    const { api } = clientFor(server.baseUrl, { ui: { toast, confirm: async () => false, reauthenticate } })
    expect(await api.post('wallet')).toEqual({ wallet: 500 })
    expect(reauthenticate).toHaveBeenCalledOnce()
    expect(server.received.filter((call) => call.url === '/api/wallet')).toHaveLength(2)
    expect(toast).not.toHaveBeenCalled()
  })

  test('a prompt given up fails the call with its message, sent once', async () => {
    const before = server.received.length
    const reauthenticate = vi.fn(async () => false)
    const toast = vi.fn()
    const { api } = clientFor(server.baseUrl, { ui: { toast, confirm: async () => false, reauthenticate } })
    expect(await failureOf(api.post('wallet'))).toMatchObject({ code: 1030 })
    expect(server.received.length - before).toBe(1)
  })
})
