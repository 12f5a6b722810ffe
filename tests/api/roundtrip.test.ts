import { expect, test } from 'vitest'
import { Code } from '../../src/contract/codes'
import type { Envelope } from '../../src/contract/envelope'
import type { LoginData, OutboxData, UserInfo } from '../../src/contract/user'
import { listeningServer, newPhone } from './helpers'

// The whole account life over real HTTP, as the portal does it: no inject(), a real socket.
const given = listeningServer()

const post = async <T>(path: string, body?: unknown, token?: string): Promise<Envelope<T>> => {
  const response = await fetch(`${given.base}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { token } : {}),
      vuelang: 'en',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json() as Promise<Envelope<T>>
}

test('register, log in, read the player, log out, and the token is refused after', async () => {
  const phone = newPhone()
  const password = 'round trip password'
  expect((await post('/api/sms/send', { username: phone, purpose: 'register' })).code).toBe(Code.Ok)
  const outbox = (await (
    await fetch(`${given.base}/api/dev/outbox?phone=${encodeURIComponent(phone)}`)
  ).json()) as Envelope<OutboxData>
  const codes = outbox.data[0]?.code

  const registered = await post<LoginData>('/api/user/register', {
    username: phone,
    password,
    codes,
    agree: true,
  })
  expect(registered).toMatchObject({ code: Code.Ok, data: { userinfo: { username: phone } } })

  const login = await post<LoginData>('/api/user/login', { username: phone, password })
  const { token } = login.data.userinfo
  expect(token).toMatch(/^[\w-]{43}$/)

  const me = await post<UserInfo>('/api/user/getUserinfo', undefined, token)
  expect(me).toMatchObject({ code: Code.Ok, data: { username: phone, balances: { wallet: 0, game: 0 } } })

  expect(await post('/logout', undefined, token)).toMatchObject({ code: Code.Ok })
  expect(await post('/api/user/getUserinfo', undefined, token)).toEqual({
    code: Code.SessionExpired,
    data: null,
    msg: 'Invalid session or session has expired, please log in again.',
  })
})
