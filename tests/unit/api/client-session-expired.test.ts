import { ApiError } from '@src/api/api-error'
import { login } from '@src/session/auth'
import { $storageData, $token, updateStorageData } from '@src/session/store'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { clientFor, failureOf } from './harness'
import { startTestServer } from './test-server'

const INVALID = 'Invalid session or session has expired, please log in again.'
let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer({
    expired: { body: { code: 401, data: null, msg: 'token expired' } },
    'expired-http': { status: 401, body: { code: 401, data: null, msg: 'token expired' } },
  })
})
afterAll(() => server.close())
beforeEach(() => {
  login('tok-old', { name: 'Ana', roles: ['player'], permissions: ['wallet:view'], userInfo: { id: 1 } })
  updateStorageData({ language: 'en' })
})

/** A dialog the test answers when it wants. */
const pendingDialog = () => {
  let answer: (relogin: boolean) => void = () => {}
  const shown = new Promise<boolean>((resolve) => {
    answer = resolve
  })
  return { shown, answer }
}

describe('code 401: the session expired', () => {
  test('asks "log in again or stay" with both buttons, and rejects with the session message', async () => {
    const { api, confirm, toast } = clientFor(server.baseUrl)
    const error = await failureOf(api.post('expired'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: INVALID, code: 401, status: 200 })
    expect(confirm).toHaveBeenCalledExactlyOnceWith(
      'The login status has expired. Can you stay on the page or log in again?',
      { confirmText: 'Log in again', cancelText: 'Stay on the page' },
    )
    expect(toast).not.toHaveBeenCalled()
  })

  test('"log in again" logs out (keeping the language) and opens the login page', async () => {
    const { api, confirm, relaunchLogin } = clientFor(server.baseUrl)
    confirm.mockResolvedValue(true)
    await failureOf(api.post('expired'))
    await vi.waitFor(() => expect(relaunchLogin).toHaveBeenCalledOnce())
    expect($token.get()).toBe('')
    expect($storageData.get()).toMatchObject({ name: '', roles: [], permissions: [], userInfo: null })
    expect($storageData.get().language).toBe('en')
  })

  test('"stay on the page" keeps the session and the page', async () => {
    const dialog = pendingDialog()
    const { api, confirm, relaunchLogin } = clientFor(server.baseUrl)
    confirm.mockReturnValue(dialog.shown)
    await failureOf(api.post('expired'))
    dialog.answer(false)
    await dialog.shown
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(relaunchLogin).not.toHaveBeenCalled()
    expect($token.get()).toBe('tok-old')
    expect($storageData.get().name).toBe('Ana')
  })

  test('an HTTP 401 carrying a 401 envelope asks the same question', async () => {
    const { api, confirm } = clientFor(server.baseUrl)
    expect(await failureOf(api.get('expired-http'))).toMatchObject({ message: INVALID, status: 401 })
    expect(confirm).toHaveBeenCalledOnce()
  })

  test('two calls expiring together show one dialog; the next expiry asks again', async () => {
    const dialog = pendingDialog()
    const { api, confirm, relaunchLogin } = clientFor(server.baseUrl)
    confirm.mockReturnValue(dialog.shown)

    const errors = await Promise.all([failureOf(api.post('expired')), failureOf(api.get('expired'))])

    expect(errors).toEqual([
      expect.objectContaining({ message: INVALID }),
      expect.objectContaining({ message: INVALID }),
    ])
    expect(confirm).toHaveBeenCalledOnce()
    dialog.answer(true)
    await vi.waitFor(() => expect(relaunchLogin).toHaveBeenCalledOnce())

    confirm.mockResolvedValue(false)
    await failureOf(api.post('expired'))
    expect(confirm).toHaveBeenCalledTimes(2)
  })

  test('a dialog that fails to open counts as staying', async () => {
    const { api, confirm, relaunchLogin } = clientFor(server.baseUrl)
    confirm.mockRejectedValue(new Error('no dialog host'))
    await failureOf(api.post('expired'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(relaunchLogin).not.toHaveBeenCalled()
    expect($token.get()).toBe('tok-old')
  })
})
