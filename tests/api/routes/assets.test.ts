import { syncProviderGames } from '@server/providers/catalogue'
import type { GameIndex } from '@src/contract/catalogue'
import { Code } from '@src/contract/codes'
import type { BannerList } from '@src/contract/content'
import { expect, test } from 'vitest'
import { call, sharedServer } from '../helpers'

const given = sharedServer()

test('every image the catalogue and the banners point to is served as SVG, cacheable', async () => {
  const index = await call<GameIndex>(given.server.app, 'index/game_index')
  const banners = await call<BannerList>(given.server.app, 'index/getban')
  const images = [
    ...index.data.flatMap((group) => group.games.map((game) => game.image)),
    ...banners.data.map((b) => b.image),
  ]
  // Five games (the crash game's art drawn from its name) and the banners.
  expect(images).toHaveLength(8)
  for (const url of images) {
    const response = await given.server.app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(response.headers['cache-control']).toContain('max-age=86400')
    expect(response.body).toMatch(/^<svg [^>]*viewBox=/)
  }
})

test('an unknown image answers the not-found envelope', async () => {
  const response = await given.server.app.inject({ method: 'GET', url: '/api/assets/games/no-such-game.svg' })
  expect(response.json()).toMatchObject({ code: Code.NotFound })
})

test('nothing outside the assets folder can be reached', async () => {
  for (const url of [
    '/api/assets/../../package.json',
    '/api/assets/%2e%2e/%2e%2e/package.json',
    '/api/assets/..%2f..%2fconfig.ts',
  ]) {
    const response = await given.server.app.inject({ method: 'GET', url })
    expect(response.body, url).not.toContain('"dependencies"')
    expect(response.body, url).not.toContain('loadConfig')
  }
})

test("a provider's game without a picture gets drawn art (initials and studio), in the lobby and the ticker alike", async () => {
  await syncProviderGames(given.server.db, 'hub88', [
    {
      code: 'wild_<bison>_run',
      name: 'Wild <Bison> Run',
      studio: 'Pampas & Co',
      category: 'slots',
      image: null,
      background: null,
      devices: ['mobile'],
      demo: false,
      blockedCountries: [],
      enabled: true,
      rtpBps: null,
      volatility: null,
    },
  ])
  const index = await call<GameIndex>(given.server.app, 'index/game_index', { provider: 'hub88' })
  const game = index.data.flatMap((group) => group.games).find((entry) => entry.name === 'Wild <Bison> Run')
  expect(game?.image).toBe(`/api/assets/art/${game?.slug}`)
  const response = await given.server.app.inject({ method: 'GET', url: game?.image ?? '' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
  expect(response.headers['cache-control']).toContain('max-age=86400')
  // The provider's words are text in the picture, never markup.
  expect(response.body).toMatch(/^<svg [^>]*viewBox=/)
  expect(response.body).toContain('>WB<')
  expect(response.body).toContain('Pampas &#38; Co')
  expect(response.body).not.toContain('<Bison>')
  expect(
    (await given.server.app.inject({ method: 'GET', url: '/api/assets/art/no-such-game' })).json(),
  ).toMatchObject({ code: Code.NotFound })
})
