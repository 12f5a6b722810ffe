import { HANDOFF_TTL_MS } from '@server/services/accounts/handoff'
import { Code } from '@src/contract/codes'
import type { HandoffData } from '@src/contract/handoff'
import type { LoginData, UserInfo } from '@src/contract/user'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { call, serverWithPlayer } from '../helpers'

const given = serverWithPlayer()
afterEach(() => {
  vi.useRealTimers()
})

const handoff = (token?: string) =>
  call<HandoffData>(given.server.app, 'widget/handoff', undefined, { token, lang: 'en' })
const exchange = (code: unknown) =>
  call<LoginData>(given.server.app, 'widget/exchange', { code }, { lang: 'en' })
const newCode = async () => (await handoff(given.player.token)).data.code

describe('widget/handoff', () => {
  test('gives a logged-in player a 128-bit code good for a minute', async () => {
    const answer = await handoff(given.player.token)
    expect(answer.code).toBe(Code.Ok)
    expect(Buffer.from(answer.data.code, 'base64url')).toHaveLength(16)
    expect(answer.data.expiresIn).toBe(60)
    expect(answer.data.code).not.toBe((await handoff(given.player.token)).data.code)
  })

  test('needs a session', async () => {
    expect((await handoff()).code).toBe(Code.SessionExpired)
    expect((await handoff('not-a-token')).code).toBe(Code.SessionExpired)
  })
})

describe('widget/exchange', () => {
  test('trades the code for a new session of the same player', async () => {
    const answer = await exchange(await newCode())
    expect(answer.code).toBe(Code.Ok)
    const { token, ...user } = answer.data.userinfo
    expect(user).toEqual(given.player.user)
    expect(token).not.toBe(given.player.token)
    const info = await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, { token })
    expect(info.data.id).toBe(given.player.user.id)
  })

  test('is single use', async () => {
    const code = await newCode()
    expect((await exchange(code)).code).toBe(Code.Ok)
    expect((await exchange(code)).code).toBe(Code.NotFound)
  })

  test('lets only one of two simultaneous exchanges win', async () => {
    const code = await newCode()
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)])
    expect(answers.map((answer) => answer.code).sort()).toEqual([Code.Ok, Code.NotFound, Code.NotFound])
  })

  test('refuses a code after its minute', async () => {
    const code = await newCode()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HANDOFF_TTL_MS + 1000 })
    expect((await exchange(code)).code).toBe(Code.NotFound)
  })

  test('accepts a code just before its minute is over', async () => {
    const code = await newCode()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HANDOFF_TTL_MS - 5000 })
    expect((await exchange(code)).code).toBe(Code.Ok)
  })

  test('refuses a wrong code, alike for every kind of wrong', async () => {
    const code = await newCode()
    const wrong = await exchange(`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`)
    expect(wrong.code).toBe(Code.NotFound)
    expect(wrong.data).toBeNull()
    expect((await exchange(given.player.token)).code).toBe(Code.NotFound)
  })

  test('refuses malformed input with a clear message', async () => {
    for (const code of ['', 'x'.repeat(65), 42, null])
      expect((await exchange(code)).code).toBe(Code.BadRequest)
    const extra = await call(given.server.app, 'widget/exchange', { code: 'abc', token: 'x' }, { lang: 'en' })
    expect(extra.code).toBe(Code.BadRequest)
  })

  test('is refused to a page of another origin, even a partner’s, and the code stays good for the portal', async () => {
    const code = await newCode()
    for (const site of ['cross-site', 'same-site']) {
      const response = await given.server.app.inject({
        method: 'POST',
        url: '/api/widget/exchange',
        headers: { 'sec-fetch-site': site, origin: 'https://partner.example', vuelang: 'en' },
        payload: { code },
      })
      expect(response.json()).toMatchObject({ code: Code.Forbidden, data: null })
    }
    const portal = await given.server.app.inject({
      method: 'POST',
      url: '/api/widget/exchange',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { code },
    })
    expect(portal.json().code).toBe(Code.Ok)
  })

  test('a hand-off code is never a token', async () => {
    const code = await newCode()
    expect((await call(given.server.app, 'user/getUserinfo', undefined, { token: code })).code).toBe(
      Code.SessionExpired,
    )
    expect((await exchange(code)).code).toBe(Code.Ok)
  })
})
