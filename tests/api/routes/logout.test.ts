import { Code } from '@src/contract/codes'
import type { LoginData } from '@src/contract/user'
import { describe, expect, test } from 'vitest'
import { call, serverWithPlayer } from '../helpers'

const given = serverWithPlayer()

const newSession = async () =>
  (
    await call<LoginData>(given.server.app, 'user/login', {
      username: given.player.phone,
      password: given.player.password,
    })
  ).data.userinfo.token

const isLive = async (token: string) =>
  (await call(given.server.app, 'user/getUserinfo', undefined, { token })).code === Code.Ok

const logoutAt = (url: string, token?: string) =>
  given.server.app.inject({
    method: 'POST',
    url,
    headers: token ? { token, vuelang: 'en' } : { vuelang: 'en' },
  })

describe.each(['/logout', '/api/logout'])('POST %s', (url) => {
  test('ends this session only', async () => {
    const ending = await newSession()
    const staying = await newSession()
    const response = await logoutAt(url, ending)
    expect(response.json()).toEqual({ code: Code.Ok, data: null, msg: 'Success' })
    expect(await isLive(ending)).toBe(false)
    expect(await isLive(staying)).toBe(true)
  })

  test('succeeds without a session too, so an expired player can always log out', async () => {
    expect((await logoutAt(url)).json()).toMatchObject({ code: Code.Ok })
    expect((await logoutAt(url, 'no-such-token')).json()).toMatchObject({ code: Code.Ok })
  })

  test('a revoked token cannot be brought back by logging out again', async () => {
    const token = await newSession()
    await logoutAt(url, token)
    await logoutAt(url, token)
    expect(await isLive(token)).toBe(false)
  })
})
