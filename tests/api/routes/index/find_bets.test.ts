import { spin } from '@server/services/games/rounds'
import { Code } from '@src/contract/codes'
import type { WinList } from '@src/contract/feed'
import type { PlayRecordPage } from '@src/contract/records'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fundGame, playable, userIdOf } from '../../games/gameFixtures'
import { call, createPlayer, createTestServer, type Player, type TestServer } from '../../helpers'

let server: TestServer
let player: Player

const findBets = (body?: unknown, token = player.token, lang = 'pt') =>
  call<PlayRecordPage>(server.app, 'index/find_bets', body, { token, lang })

beforeAll(async () => {
  server = await createTestServer()
  player = await createPlayer(server.app)
  const userId = await userIdOf(server.db, player.phone)
  await fundGame(server.db, userId, 100_000)
  const fruta = await playable(server.db, 'fruta-tropical')
  const farao = await playable(server.db, 'tesouro-do-farao')
  for (let index = 0; index < 25; index += 1) {
    const game = index % 2 === 0 ? fruta : farao
    await spin(server.db, { userId, game, bet: game.minBet * 2, clientRoundId: `records-${index}` })
  }
})
afterAll(() => server.close())

describe('index/find_bets', () => {
  test("pages the player's rounds, newest first, with game name, bet, profit, start and end", async () => {
    const first = await findBets({ page: 1, limit: 10 })
    expect(first.code).toBe(Code.Ok)
    expect(first.data).toMatchObject({ total: 25, page: 1, limit: 10 })
    expect(first.data.list).toHaveLength(10)
    const [newest] = first.data.list
    expect(newest).toEqual({
      id: expect.any(Number),
      gameName: 'Fruta Tropical',
      betAmount: 100,
      settledAmount: expect.any(Number),
      profit: (newest?.settledAmount ?? 0) - 100,
      startedAt: expect.any(String),
      endedAt: expect.any(String),
    })
    const third = await findBets({ page: 3, limit: 10 })
    expect(third.data.list).toHaveLength(5)
    const ids = [
      ...first.data.list,
      ...(await findBets({ page: 2, limit: 10 })).data.list,
      ...third.data.list,
    ].map((record) => record.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(25)
    expect((await findBets(undefined)).data).toMatchObject({ page: 1, limit: 20 })
  })

  test('names the game in the caller language', async () => {
    const answer = await findBets({ limit: 2 }, player.token, 'zh')
    expect(answer.data.list.map((record) => record.gameName)).toEqual(['热带水果', '法老宝藏'])
  })

  test("shows only the caller's rounds, and the same rounds reach the live feed", async () => {
    const other = await createPlayer(server.app)
    expect((await findBets({}, other.token)).data).toMatchObject({ list: [], total: 0 })
    const feed = await call<WinList>(server.app, 'bet/getWinList', { count: 5 })
    const mine = await findBets({ limit: 5 })
    expect(feed.data.map((row) => row.id)).toEqual(mine.data.list.map((record) => record.id))
  })

  test('answers 401 without a login and 400 for bad paging', async () => {
    expect((await findBets({}, 'nope')).code).toBe(Code.SessionExpired)
    expect((await findBets({ page: 0 })).code).toBe(Code.BadRequest)
    expect((await findBets({ limit: 51 })).code).toBe(Code.BadRequest)
    expect((await findBets({ size: 5 })).code).toBe(Code.BadRequest)
  })
})
