import { CODE_COUNTDOWN_SECONDS } from '@src/constants'
import { Code } from '@src/contract/codes'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPlayer, createTestServer, type Player, type TestServer } from '../helpers'

// Many Brazilian players share one carrier address (CGNAT): once logged in, each has a budget of their own.
const LIMIT = 10
let server: TestServer
let ana: Player
let bia: Player
beforeAll(async () => {
  server = await createTestServer({
    config: {
      limits: {
        requestsPerMinute: LIMIT,
        codes: { perIpPerDay: 50, resendSeconds: CODE_COUNTDOWN_SECONDS },
        login: { perIp: 30, perAccount: 20 },
      },
    },
  })
  ana = await createPlayer(server.app)
  bia = await createPlayer(server.app)
})
afterAll(() => server.close())

const userinfo = (ip: string, token?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/user/getUserinfo',
    remoteAddress: ip,
    headers: token ? { token } : {},
  })

describe('API rate limit key', () => {
  test('players behind one address each have their own budget, apart from the address', async () => {
    const shared = '203.0.113.9'
    const calls = await Promise.all(Array.from({ length: LIMIT + 1 }, () => userinfo(shared, ana.token)))
    // The calls race (each looks its session up first): which one is refused varies, that exactly one is does not.
    expect(calls.filter((call) => call.json().code === Code.TooManyRequests)).toHaveLength(1)
    const other = await userinfo(shared, bia.token)
    expect(other.json().code).toBe(1)
    expect(Number(other.headers['x-ratelimit-remaining'])).toBe(LIMIT - 1)
    const visitor = await server.app.inject({ method: 'POST', url: '/api/logout', remoteAddress: shared })
    expect(Number(visitor.headers['x-ratelimit-remaining'])).toBe(LIMIT - 1)
  })

  test('made-up tokens count against the address, so rotating them escapes nothing', async () => {
    const ip = '203.0.113.10'
    const answers = []
    for (let n = 0; n < LIMIT + 1; n += 1) answers.push(await userinfo(ip, `made-up-${n}`))
    expect(answers.map((answer) => Number(answer.headers['x-ratelimit-remaining'])).slice(0, 3)).toEqual([
      LIMIT - 1,
      LIMIT - 2,
      LIMIT - 3,
    ])
    expect(answers.at(-1)?.json().code).toBe(Code.TooManyRequests)
  })
})

describe('API rate limit path', () => {
  test('an API call spelled with escapes (/%61pi/…) spends the same budget and is refused past it', async () => {
    const ip = '203.0.113.11'
    const spelled = (url: string) => server.app.inject({ method: 'POST', url, remoteAddress: ip })
    for (let n = 0; n < LIMIT; n += 1) await spelled('/api/user/getUserinfo')
    for (const url of ['/%61pi/user/getUserinfo', '/api/user/%67etUserinfo'])
      expect((await spelled(url)).json().code).toBe(Code.TooManyRequests)
  })
})
