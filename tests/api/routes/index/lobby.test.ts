import { games } from '@server/db/schema/catalogue'
import { favorites } from '@server/db/schema/favorites'
import { rounds } from '@server/db/schema/rounds'
import type { Game } from '@src/contract/catalogue'
import { Code } from '@src/contract/codes'
import type { FavoriteState, GameRows, MyGames, NextRewards } from '@src/contract/lobby'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { userIdOf } from '../../games/gameFixtures'
import { call, createPlayer, createTestServer, type Player, type TestServer } from '../../helpers'

let server: TestServer
let ids: Record<string, number>
beforeAll(async () => {
  server = await createTestServer()
  const rows = await server.db.select({ id: games.id, slug: games.slug }).from(games)
  ids = Object.fromEntries(rows.map((row) => [row.slug, row.id]))
})
afterAll(() => server.close())

const slugs = (list: readonly Game[]) => list.map((game) => game.slug)

/** Settled rounds of `userId` on a game, ended `daysAgo` days ago (the newest last), one second apart. */
const played = async (userId: number, slug: string, times: number, daysAgo = 0) => {
  const gameId = ids[slug]
  if (!gameId) throw new Error(`No game ${slug}`)
  for (let index = 0; index < times; index += 1) {
    const at = sql`now() - make_interval(days => ${daysAgo}, secs => ${times - index})`
    await server.db
      .insert(rounds)
      .values({ userId, gameId, bet: 100, win: 0, settled: true, startedAt: at, endedAt: at })
  }
}

const favorite = (player: Player, gameId: number | undefined, on: boolean) =>
  call<FavoriteState>(server.app, 'index/favorite_set', { gameId, favorite: on }, { token: player.token })

const myGames = (player: Player, lang = 'en') =>
  call<MyGames>(server.app, 'index/my_games', undefined, { token: player.token, lang })

describe('index/game_rows', () => {
  test('popular counts the rounds of the last 7 days, most played first; new lists the newest added first', async () => {
    const player = await createPlayer(server.app)
    const userId = await userIdOf(server.db, player.phone)
    await played(userId, 'samba-night', 3)
    await played(userId, 'dragao-dourado', 1)
    // Many rounds, but eight days ago: outside the window.
    await played(userId, 'fruta-tropical', 5, 8)
    await server.db
      .update(games)
      .set({ createdAt: sql`now() + interval '1 minute'` })
      .where(eq(games.slug, 'dragao-dourado'))

    const answer = await call<GameRows>(server.app, 'index/game_rows', undefined, { lang: 'pt' })
    expect(answer.code).toBe(Code.Ok)
    expect(slugs(answer.data.popular)).toEqual(['samba-night', 'dragao-dourado'])
    expect(answer.data.popular[0]?.name).toBe('Noite do Samba')
    expect(slugs(answer.data.newest)[0]).toBe('dragao-dourado')
    // The four slots and the crash game.
    expect(answer.data.newest).toHaveLength(5)
  })

  test('a visitor gets them too; a payload it does not take is refused', async () => {
    expect((await call(server.app, 'index/game_rows')).code).toBe(Code.Ok)
    expect((await call(server.app, 'index/game_rows', { all: true })).code).toBe(Code.BadRequest)
  })
})

describe('index/favorite_set and index/my_games', () => {
  test('a heart is kept per player, listed newest first, and the same call twice changes nothing', async () => {
    const [ana, bia] = await Promise.all([createPlayer(server.app), createPlayer(server.app)])
    expect((await favorite(ana, ids['fruta-tropical'], true)).data).toEqual({
      gameId: ids['fruta-tropical'],
      favorite: true,
    })
    expect((await favorite(ana, ids['fruta-tropical'], true)).code).toBe(Code.Ok)
    expect((await favorite(ana, ids['samba-night'], true)).code).toBe(Code.Ok)
    expect(slugs((await myGames(ana)).data.favorites)).toEqual(['samba-night', 'fruta-tropical'])
    expect((await myGames(bia)).data.favorites).toEqual([])

    expect((await favorite(ana, ids['fruta-tropical'], false)).data.favorite).toBe(false)
    expect((await favorite(ana, ids['fruta-tropical'], false)).code).toBe(Code.Ok)
    expect(slugs((await myGames(ana)).data.favorites)).toEqual(['samba-night'])
  })

  test('hearts sent at once for the same game keep one favourite, and all succeed', async () => {
    const player = await createPlayer(server.app)
    const gameId = ids['tesouro-do-farao']
    const answers = await Promise.all(Array.from({ length: 6 }, () => favorite(player, gameId, true)))
    expect(answers.map((answer) => answer.code)).toEqual(Array(6).fill(Code.Ok))
    const userId = await userIdOf(server.db, player.phone)
    const rows = await server.db.select().from(favorites).where(eq(favorites.userId, userId))
    expect(rows.map((row) => row.gameId)).toEqual([gameId])
  })

  test('an unknown or switched-off game cannot be marked (1301); a switched-off favourite is not listed', async () => {
    const player = await createPlayer(server.app)
    expect((await favorite(player, 999_999, true)).code).toBe(Code.GameNotFound)
    expect((await favorite(player, ids['dragao-dourado'], true)).code).toBe(Code.Ok)
    await server.db.update(games).set({ enabled: false }).where(eq(games.slug, 'dragao-dourado'))
    try {
      expect((await myGames(player)).data.favorites).toEqual([])
      expect((await favorite(player, ids['dragao-dourado'], true)).code).toBe(Code.GameNotFound)
      expect((await favorite(player, ids['dragao-dourado'], false)).code).toBe(Code.Ok)
    } finally {
      await server.db.update(games).set({ enabled: true }).where(eq(games.slug, 'dragao-dourado'))
    }
  })

  test('continue playing lists the games of the player’s own rounds, the last played first', async () => {
    const [player, other] = await Promise.all([createPlayer(server.app), createPlayer(server.app)])
    expect((await myGames(player)).data.recent).toEqual([])
    await played(await userIdOf(server.db, player.phone), 'tesouro-do-farao', 2, 1)
    await played(await userIdOf(server.db, player.phone), 'fruta-tropical', 1)
    await played(await userIdOf(server.db, other.phone), 'samba-night', 1)
    const answer = await myGames(player, 'pt')
    expect(slugs(answer.data.recent)).toEqual(['fruta-tropical', 'tesouro-do-farao'])
    expect(answer.data.recent[1]?.name).toBe('Tesouro do Faraó')
  })

  test.each([
    [{ gameId: 1 }],
    [{ gameId: 'one', favorite: true }],
    [{ gameId: 0, favorite: true }],
    [{ gameId: 1, favorite: 'yes' }],
    [{ gameId: 1, favorite: true, more: 1 }],
  ])('favorite_set refuses %j with 400', async (body) => {
    const player = await createPlayer(server.app)
    const answer = await call(server.app, 'index/favorite_set', body, { token: player.token })
    expect(answer.code).toBe(Code.BadRequest)
  })

  test('both need a session (401)', async () => {
    expect((await call(server.app, 'index/my_games')).code).toBe(Code.SessionExpired)
    const body = { gameId: ids['fruta-tropical'], favorite: true }
    expect((await call(server.app, 'index/favorite_set', body)).code).toBe(Code.SessionExpired)
  })
})

describe('index/next_rewards', () => {
  test('the rebate pays at the next 00:05 and the salary on the next Monday at 00:05, Brasília time', async () => {
    const answer = (await server.app.inject({ method: 'GET', url: '/api/index/next_rewards' })).json() as {
      code: number
      data: NextRewards
    }
    expect(answer.code).toBe(Code.Ok)
    const rebate = new Date(answer.data.rebate ?? '')
    const salary = new Date(answer.data.salary ?? '')
    const brasilia = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Sao_Paulo',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(date)
    expect(brasilia(rebate)).toMatch(/ 00:05$/)
    expect(rebate.getTime() - Date.now()).toBeGreaterThan(0)
    expect(rebate.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000 + 5 * 60_000)
    expect(brasilia(salary)).toBe('Mon 00:05')
    expect(salary.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000 + 5 * 60_000)
  })
})
