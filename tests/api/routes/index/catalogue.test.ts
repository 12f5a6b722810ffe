import { gameCategories, games } from '@server/db/schema/catalogue'
import { gameSearchText } from '@server/services/games/searchText'
import type { GameIndex, GamePage, GameSearchPage } from '@src/contract/catalogue'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, sharedServer } from '../../helpers'

const given = sharedServer()

const search = (keyword: unknown, lang = 'en', paging = {}) =>
  call<GameSearchPage>(given.server.app, 'index/game_like', { keyword, ...paging }, { lang })

/** Switches a game off for the length of a check. */
const withGameOff = async (slug: string, check: () => Promise<void>) => {
  await given.server.db.update(games).set({ enabled: false }).where(eq(games.slug, slug))
  try {
    await check()
  } finally {
    await given.server.db.update(games).set({ enabled: true }).where(eq(games.slug, slug))
  }
}

describe('index/game_index', () => {
  test('groups the five games by category, in order, named in the player’s language', async () => {
    const answer = await call<GameIndex>(given.server.app, 'index/game_index', undefined, { lang: 'pt' })
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data.map((group) => [group.name, group.games.map((game) => game.name)])).toEqual([
      ['Clássicos', ['Fruta Tropical']],
      ['Aventura', ['Tesouro do Faraó', 'Dragão Dourado']],
      ['Festa', ['Noite do Samba']],
      ['Crash', ['Crash']],
    ])
    const [pharaoh] = answer.data[1]?.games ?? []
    expect(pharaoh).toEqual({
      id: expect.any(Number),
      slug: 'tesouro-do-farao',
      name: 'Tesouro do Faraó',
      category: 'adventure',
      provider: 'ficha',
      image: '/api/assets/games/tesouro-do-farao.svg',
      rtp: 96.01,
      volatility: 'high',
    })
  })

  test('a game switched off disappears, and so does a category left empty', async () => {
    await withGameOff('fruta-tropical', async () => {
      const answer = await call<GameIndex>(given.server.app, 'index/game_index', undefined, { lang: 'en' })
      expect(answer.data.map((group) => group.slug)).toEqual(['adventure', 'party', 'crash'])
    })
  })

  test('a payload it does not take is refused with 400', async () => {
    expect((await call(given.server.app, 'index/game_index', { category: 'x' })).code).toBe(Code.BadRequest)
  })
})

describe('index/game_detai', () => {
  test('lists one category’s games with the category as the title', async () => {
    const answer = await call<GamePage>(
      given.server.app,
      'index/game_detai',
      { category: 'adventure' },
      { lang: 'zh' },
    )
    expect(answer.data).toMatchObject({ title: '冒险', total: 2, page: 1, limit: 20 })
    expect(answer.data.list.map((game) => game.name)).toEqual(['法老宝藏', '金龙'])
  })

  test('pages through a provider’s games', async () => {
    const first = await call<GamePage>(
      given.server.app,
      'index/game_detai',
      { provider: 'ficha', page: 1, limit: 3 },
      { lang: 'en' },
    )
    const second = await call<GamePage>(
      given.server.app,
      'index/game_detai',
      { provider: 'ficha', page: 2, limit: 3 },
      { lang: 'en' },
    )
    expect(first.data).toMatchObject({ title: 'ficha', total: 5, page: 1, limit: 3 })
    expect([...first.data.list, ...second.data.list].map((game) => game.slug)).toEqual([
      'fruta-tropical',
      'tesouro-do-farao',
      'samba-night',
      'dragao-dourado',
      'crash',
    ])
  })

  test('a category whose only game is switched off is known but empty', async () => {
    await withGameOff('samba-night', async () => {
      const answer = await call<GamePage>(given.server.app, 'index/game_detai', { category: 'party' })
      expect(answer.data).toMatchObject({ list: [], total: 0 })
    })
  })

  test.each([[{ category: 'poker' }], [{ provider: 'acme' }]])(
    'an unknown category or provider %j answers 1103',
    async (body) => {
      const answer = await call(given.server.app, 'index/game_detai', body, { lang: 'en' })
      expect(answer).toMatchObject({
        code: Code.GameListNotFound,
        msg: 'This game category or provider does not exist.',
      })
    },
  )

  test.each([
    [{}],
    [{ category: 'adventure', provider: 'ficha' }],
    [{ category: 'Adventure' }],
    [{ category: 3 }],
    [{ category: 'adventure', limit: 100 }],
    [{ provider: 'ficha', page: -1 }],
  ])('refuses %j with 400', async (body) => {
    expect((await call(given.server.app, 'index/game_detai', body)).code).toBe(Code.BadRequest)
  })
})

describe('index/game_like', () => {
  test.each([
    ['farao', 'tesouro-do-farao'],
    ['FARAÓ', 'tesouro-do-farao'],
    ['dragao', 'dragao-dourado'],
    ['  Dourado ', 'dragao-dourado'],
    ['pharaoh', 'tesouro-do-farao'],
    ['法老', 'tesouro-do-farao'],
    ['kitropiki', 'fruta-tropical'],
    ['samba', 'samba-night'],
  ])('finds “%s” whatever its case and accents, in any language', async (keyword, slug) => {
    const answer = await search(keyword)
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data.list.map((game) => game.slug)).toEqual([slug])
    expect(answer.data.total).toBe(1)
  })

  test('answers names in the player’s language whatever the language searched', async () => {
    const answer = await search('pharaoh', 'pt')
    expect(answer.data.list[0]?.name).toBe('Tesouro do Faraó')
  })

  test('a partial name matching several games pages through them', async () => {
    const first = await search('o', 'en', { limit: 2 })
    expect(first.data.total).toBe(4)
    expect(first.data.list).toHaveLength(2)
    const second = await search('o', 'en', { limit: 2, page: 2 })
    expect(second.data.list.map((game) => game.id)).not.toContain(first.data.list[0]?.id)
  })

  test('wildcards, spaces alone and words from two different names match nothing', async () => {
    for (const keyword of ['%', '_', '\\', '   ', 'fruta_tropical', 'fruit matunda']) {
      expect((await search(keyword)).data).toMatchObject({ list: [], total: 0 })
    }
  })

  test('a game switched off is not found', async () => {
    await withGameOff('tesouro-do-farao', async () => {
      expect((await search('farao')).data.total).toBe(0)
    })
  })

  test.each([
    [{}],
    [{ keyword: '' }],
    [{ keyword: 'x'.repeat(51) }],
    [{ keyword: 5 }],
    [{ keyword: 'a', limit: 51 }],
    [{ keyword: 'a', q: 1 }],
  ])('refuses %j with 400', async (body) => {
    expect((await call(given.server.app, 'index/game_like', body)).code).toBe(Code.BadRequest)
  })
})

test('the seeded search column holds each name without accents or case, and nothing else', async () => {
  const [pharaoh] = await given.server.db.select().from(games).where(eq(games.slug, 'tesouro-do-farao'))
  const lines = (text = '') => text.split('\n').sort()
  expect(lines(pharaoh?.searchText)).toEqual(
    lines(gameSearchText({ ...pharaoh?.name, slug: 'tesouro do farao' })),
  )
  expect(lines(pharaoh?.searchText)).toEqual([
    'hazina ya farao',
    "pharaoh's treasure",
    'tesouro do farao',
    '法老宝藏',
  ])
  const categories = await given.server.db.select().from(gameCategories)
  expect(categories.map((category) => category.slug).sort()).toEqual([
    'adventure',
    'classic',
    'crash',
    'party',
  ])
})
