import { games } from '@server/db/schema/catalogue'
import { rounds } from '@server/db/schema/rounds'
import { users } from '@server/db/schema/users'
import { announceRounds } from '@server/services/games/liveFeed/announce'
import { Code } from '@src/contract/codes'
import type { WinList } from '@src/contract/feed'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { call, createTestServer, type TestServer } from '../../helpers'
import { insertPlayer } from '../../services/ledgerFixtures'

let server: TestServer
let phone: string
let gameId: number

/** Every other round lost, the others paid 2.5 times what the first round bet, times its rank. */
const alternateWins = (index: number) => (index % 2 === 0 ? 0 : 250 * (index + 1))

/**
 * Rounds written straight into the table and announced, as the game engine writes them: the seed itself
 * never invents rounds, so a fresh install has an empty feed until someone plays.
 */
const playRounds = async (
  userId: number,
  count: number,
  { settled = true, startAt = 0, bet = (index: number) => 100 * (index + 1), win = alternateWins } = {},
) => {
  const base = Date.UTC(2026, 0, 1)
  const written = await server.db
    .insert(rounds)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        gameId,
        bet: bet(index),
        win: win(index),
        settled,
        startedAt: new Date(base + (startAt + index) * 60_000),
        endedAt: settled ? new Date(base + (startAt + index) * 60_000 + 1_000) : null,
      })),
    )
    .returning({ id: rounds.id })
  const ids = written.map((row) => row.id)
  await announceRounds(server.db, ids)
  // The feed's window hears the announcement a moment later.
  if (settled) {
    await vi.waitFor(async () => {
      const shown = (await server.app.liveFeed.rows('en', 50)).map((row) => row.id)
      expect(shown).toContain(Math.max(...ids))
    })
  }
}

const winList = (body?: unknown, lang = 'en') => call<WinList>(server.app, 'bet/getWinList', body, { lang })

beforeAll(async () => {
  server = await createTestServer()
  const userId = await insertPlayer(server.db)
  const [user] = await server.db.select().from(users).where(eq(users.id, userId))
  phone = user?.phone ?? ''
  const [game] = await server.db.select().from(games).where(eq(games.slug, 'samba-night'))
  gameId = game?.id ?? 0
})
afterAll(() => server.close())

describe('bet/getWinList', () => {
  test('is empty on a fresh install: the seed invents no rounds', async () => {
    expect(await winList({})).toEqual({ code: Code.Ok, data: [], msg: 'Success' })
  })

  test('shows the newest settled rounds first, 10 by default, with amounts in centavos and the game', async () => {
    const userId = (await server.db.select().from(users).where(eq(users.phone, phone)))[0]?.id ?? 0
    await playRounds(userId, 12)
    await playRounds(userId, 3, { settled: false, startAt: 100 })
    const answer = await winList(undefined, 'pt')
    expect(answer.data).toHaveLength(10)
    const [newest] = answer.data
    expect(newest).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      betAmount: 1_200,
      settledAmount: 3_000,
      profit: 1_800,
      endedAt: '2026-01-01T00:11:01.000Z',
      apigames: { name: 'Noite do Samba', image: '/api/assets/games/samba-night.svg' },
    })
    expect(answer.data[1]).toMatchObject({ betAmount: 1_100, settledAmount: 0, profit: -1_100 })
    const ends = answer.data.map((row) => Date.parse(row.endedAt))
    expect([...ends].sort((a, b) => b - a)).toEqual(ends)
  })

  test('shows the player by a generated handle with no digit of the phone, or by their nickname', async () => {
    const answer = await winList({ count: 50 })
    expect(answer.data).toHaveLength(12)
    for (const row of answer.data) expect(row.username).toMatch(/^ficha-[a-p]{8}$/)
    const [player] = await server.db
      .update(users)
      .set({ nickname: 'SambaQueen' })
      .where(eq(users.phone, phone))
      .returning({ id: users.id })
    // A row keeps the name of when the round was played (the window is memory); the next round has the new one.
    await playRounds(player?.id ?? 0, 1, { startAt: 100 })
    const [newest, ...older] = (await winList({ count: 50 })).data
    expect(newest?.username).toBe('SambaQueen')
    for (const row of older) expect(row.username).toMatch(/^ficha-[a-p]{8}$/)
    await server.db.update(users).set({ nickname: '' }).where(eq(users.phone, phone))
  })

  test.each([1, 3, 50])('answers at most %i rows when asked for them', async (count) => {
    const answer = await winList({ count })
    // 12 rounds played above, and the one after the nickname.
    expect(answer.data).toHaveLength(Math.min(count, 13))
  })

  test('names the game in the player’s language', async () => {
    expect((await winList({ count: 1 }, 'zh')).data[0]?.apigames.name).toBe('桑巴之夜')
  })

  test.each([
    [{ count: 0 }],
    [{ count: 51 }],
    [{ count: -3 }],
    [{ count: 2.5 }],
    [{ count: '10' }],
    [{ count: 10, page: 1 }],
  ])('refuses %j with a clear 400 naming the count', async (body) => {
    const answer = await call<{ fields: string[] }>(server.app, 'bet/getWinList', body, { lang: 'en' })
    expect(answer.code).toBe(Code.BadRequest)
    expect(answer.msg).toBe('The request is not valid. Please check what you entered.')
    expect(answer.data.fields.length).toBeGreaterThan(0)
  })

  test('keeps a big win in the winners list after 12 more rounds were lost', async () => {
    const userId = (await server.db.select().from(users).where(eq(users.phone, phone)))[0]?.id ?? 0
    await playRounds(userId, 1, { startAt: 200, bet: () => 5_000, win: () => 45_000 })
    await playRounds(userId, 12, { startAt: 201, bet: () => 100, win: () => 0 })
    expect((await winList({})).data.map((row) => row.settledAmount)).not.toContain(45_000)
    const winners = (await winList({ wins: true })).data
    // The six wins among the first 12 rounds, and this one.
    expect(winners).toHaveLength(7)
    expect(winners[0]).toMatchObject({ betAmount: 5_000, settledAmount: 45_000, profit: 40_000 })
    for (const row of winners) expect(row.profit).toBeGreaterThan(0)
  })
})
