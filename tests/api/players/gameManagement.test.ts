import type { App } from '@server/app'
import { syncProviderGames } from '@server/providers/catalogue'
import type { GameIndex } from '@src/contract/catalogue'
import { Code } from '@src/contract/codes'
import type { GameRows } from '@src/contract/lobby'
import type { AdminGame, AdminGames } from '@src/contract/players'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  call,
  createPlayer,
  createPostgresTestServer,
  describeOnPostgres,
  operatorToken,
  secondProcess,
  serverWithOperator,
  type TestServer,
} from '../helpers'
import { adminCall, auditOf } from './fixtures'

const given = serverWithOperator()

const lobbySlugs = async (app: App, lang = 'en') =>
  (await call<GameIndex>(app, 'index/game_index', undefined, { lang })).data.flatMap((group) =>
    group.games.map((game) => game.slug),
  )

const adminGames = (body: Record<string, unknown> = {}, token = given.operator) =>
  adminCall<AdminGames>(given.server.app, token, 'games', body)

const update = (body: Record<string, unknown>, token = given.operator) =>
  adminCall<AdminGame>(given.server.app, token, 'game_update', body)

const gameBySlug = async (slug: string) => {
  const game = (await adminGames({ query: '', limit: 50 })).data.list.find(
    (candidate) => candidate.slug === slug,
  )
  if (!game) throw new Error(`no ${slug}`)
  return game
}

describe('game management', () => {
  test('the list shows every game with its settings and the categories to choose from', async () => {
    const answer = await adminGames()
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data.total).toBeGreaterThan(0)
    expect(answer.data.categories.length).toBeGreaterThan(0)
    expect(answer.data.list[0]).toMatchObject({ enabled: true, tags: [], lobbyRows: [], featured: false })
  })

  test('a game switched off leaves the lobby at once, and the change is audited', async () => {
    const game = await gameBySlug('fruta-tropical')
    expect(await lobbySlugs(given.server.app)).toContain('fruta-tropical') // now cached
    const answer = await update({ id: game.id, enabled: false })
    expect(answer.data.enabled).toBe(false)
    expect(await lobbySlugs(given.server.app)).not.toContain('fruta-tropical')
    const audit = await auditOf(given.server, 'game:fruta-tropical')
    expect(audit.at(-1)).toMatchObject({
      action: 'game.update',
      before: { enabled: true },
      after: { enabled: false },
    })
    expect((await update({ id: game.id, enabled: true })).data.enabled).toBe(true)
    expect(await lobbySlugs(given.server.app)).toContain('fruta-tropical')
  })

  test('category, tags, order, marks and texts in four languages reach the lobby', async () => {
    const game = await gameBySlug('samba-night')
    const { categories } = (await adminGames()).data
    const category = categories.find((candidate) => candidate.slug !== game.category)?.slug ?? game.category
    const answer = await update({
      id: game.id,
      category,
      tags: ['carnaval', 'brasil'],
      sort: -5,
      markedNew: true,
      featured: true,
      lobbyRows: ['featured'],
      name: { zh: '桑巴之夜', en: 'Samba Night Deluxe', pt: 'Noite de Samba Deluxe', sw: 'Usiku wa Samba' },
      description: { zh: '狂欢节', en: 'Carnival', pt: 'Carnaval', sw: 'Kanivali' },
      image: '/api/assets/games/samba-night-deluxe.webp',
    })
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data).toMatchObject({ category, sort: -5, markedNew: true, featured: true })
    const index = (await call<GameIndex>(given.server.app, 'index/game_index', undefined, { lang: 'pt' }))
      .data
    const group = index.find((candidate) => candidate.slug === category)
    const shown = group?.games.find((candidate) => candidate.slug === 'samba-night')
    expect(shown).toMatchObject({
      name: 'Noite de Samba Deluxe',
      featured: true,
      new: true,
      tags: ['carnaval', 'brasil'],
      image: '/api/assets/games/samba-night-deluxe.webp',
    })
    expect(group?.games[0]?.slug).toBe('samba-night') // the lowest order first
    const rows = (await call<GameRows>(given.server.app, 'index/game_rows', undefined, { lang: 'en' })).data
    expect(rows.newest[0]?.slug).toBe('samba-night') // marked new leads the New row
    const searched = await call<{ list: { slug: string }[] }>(given.server.app, 'index/game_like', {
      keyword: 'deluxe',
    })
    expect(searched.data.list.map((found) => found.slug)).toContain('samba-night')
    const [row] = (await auditOf(given.server, 'game:samba-night')).slice(-1)
    expect(Object.keys(row?.after as object).sort()).toEqual(
      [
        'category',
        'description',
        'featured',
        'image',
        'lobbyRows',
        'markedNew',
        'name',
        'sort',
        'tags',
      ].sort(),
    )
  })

  test('an unchanged field is not audited; unknown games and categories are refused', async () => {
    const game = await gameBySlug('fruta-tropical')
    const before = (await auditOf(given.server, 'game:fruta-tropical')).length
    expect((await update({ id: game.id, enabled: game.enabled })).code).toBe(Code.Ok)
    expect(await auditOf(given.server, 'game:fruta-tropical')).toHaveLength(before)
    expect((await update({ id: 999_999, enabled: false })).code).toBe(Code.GameNotFound)
    expect((await update({ id: game.id, category: 'no-such-category' })).code).toBe(Code.GameCategoryNotFound)
  })

  test("a provider's catalogue sync keeps what the operator set", async () => {
    const listed = (name: string, enabled = true) => ({
      code: 'sim_keep',
      name,
      studio: null,
      category: 'slots',
      image: '/provider/keep.png',
      background: null,
      devices: ['desktop'],
      demo: false,
      blockedCountries: [],
      enabled,
      rtpBps: null,
      volatility: null,
    })
    await syncProviderGames(given.server.db, 'slotegrator', [listed('Keep Me')])
    await given.server.app.readCache.sync()
    const game = (await adminGames({ provider: 'slotegrator', limit: 50 })).data.list.find(
      (candidate) => candidate.slug === 'slotegrator-sim-keep',
    )
    expect(game?.enabled).toBe(true)
    const name = { zh: '留下', en: 'Stay Here', pt: 'Fique Aqui', sw: 'Kaa Hapa' }
    await update({ id: game?.id, enabled: false, name, image: '/api/assets/games/keep.webp' })
    await syncProviderGames(given.server.db, 'slotegrator', [listed('Provider Name')])
    await given.server.app.readCache.sync()
    const after = (await adminGames({ provider: 'slotegrator', limit: 50 })).data.list.find(
      (candidate) => candidate.id === game?.id,
    )
    expect(after).toMatchObject({ enabled: false, name, image: '/api/assets/games/keep.webp' })
    expect(await lobbySlugs(given.server.app)).not.toContain('slotegrator-sim-keep')
    // Switched back on, it shows again; a provider that withdraws it still takes it off.
    await update({ id: game?.id, enabled: true })
    expect(await lobbySlugs(given.server.app)).toContain('slotegrator-sim-keep')
    await syncProviderGames(given.server.db, 'slotegrator', [listed('Provider Name', false)])
    await given.server.app.readCache.sync()
    expect(await lobbySlugs(given.server.app)).not.toContain('slotegrator-sim-keep')
  })

  test('a player token is refused on both calls', async () => {
    const player = await createPlayer(given.server.app)
    expect((await adminGames({}, player.token)).code).toBe(Code.Forbidden)
    expect((await update({ id: 1, enabled: false }, player.token)).code).toBe(Code.Forbidden)
  })
})

describeOnPostgres('a game change seen by a second process', () => {
  let one: TestServer
  let second: Awaited<ReturnType<typeof secondProcess>> | undefined
  let other: App

  beforeAll(async () => {
    one = await createPostgresTestServer()
    second = await secondProcess(one)
    other = second.app
  })
  afterAll(async () => {
    await second?.close()
    await one?.close()
  })

  test("the other process's lobby drops a game switched off here", async () => {
    const token = await operatorToken(one)
    const games = (await adminCall<AdminGames>(one.app, token, 'games', { limit: 50 })).data.list
    const game = games.find((candidate) => candidate.slug === 'fruta-tropical')
    expect(await lobbySlugs(other)).toContain('fruta-tropical') // cached there
    expect((await adminCall(one.app, token, 'game_update', { id: game?.id, enabled: false })).code).toBe(
      Code.Ok,
    )
    // The other process has heard every change committed before this point.
    await other.readCache.sync()
    expect(await lobbySlugs(other)).not.toContain('fruta-tropical')
  })
})
