import { Code } from '@src/contract/codes'
import { describe, expect, test } from 'vitest'
import { createPlayer, sharedServer } from '../helpers'

const given = sharedServer()

/** Every console route the app registered (method and path), read from the app itself: new ones count too. */
const consoleRoutes = (): { method: string; url: string }[] =>
  given.server.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /(\/api\/admin\/\S+) \(([^)]+)\)/.exec(line)
      if (!match?.[1] || !match[2]) return []
      const url = match[1]
      return match[2]
        .split(',')
        .map((method) => method.trim())
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, url }))
    })

describe('the console refuses players on every route', () => {
  test("a player's token gets 403, and no token 401, on every /api/admin/* route", async () => {
    const { app } = given.server
    const player = await createPlayer(app)
    const routes = consoleRoutes()
    // The console's routes: the list is read from the app, not written here.
    expect(routes.length).toBeGreaterThanOrEqual(18)
    for (const { method, url } of routes) {
      const as = async (token?: string) => {
        const response = await app.inject({
          method: method as 'GET' | 'POST',
          url: url.replace(/:(\w+)/g, '1'),
          headers: token ? { token } : {},
          ...(method === 'GET' ? {} : { payload: {} }),
        })
        return (response.json() as { code: number }).code
      }
      expect([await as(player.token), url]).toEqual([Code.Forbidden, url])
      expect([await as(), url]).toEqual([Code.SessionExpired, url])
    }
  })
})
