import { races } from '@server/db/schema/races'
import type { PlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import type { RaceBoard, RaceBoardAnswer, RaceListAnswer } from '@src/contract/race'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { fundGame, playable } from '../games/gameFixtures'
import { SseReader } from '../games/sseReader'
import { call, createPlayer, createTestServer, type TestServer } from '../helpers'
import { cancelOpenRaces, runningRace, setWeight } from './raceFixtures'

let server: TestServer
let game: PlayableGame
let spins = 0

beforeAll(async () => {
  server = await createTestServer()
  game = await playable(server.db, 'fruta-tropical')
  await cancelOpenRaces(server.db)
})
afterAll(() => server.close())

describe('race/board', () => {
  test('shows the running race with each player masked, their weighted stakes and the prize of each place', async () => {
    const race = await runningRace(server.db)
    await setWeight(server.db, game.id, 20_000)
    const player = await createPlayer(server.app)
    await fundGame(server.db, player.user.id, 10_000)
    for (let round = 0; round < 3; round += 1)
      await spin(server.db, { userId: player.user.id, game, bet: 100, clientRoundId: `board-${spins++}` })

    await vi.waitFor(async () => {
      const answer = await call<RaceBoardAnswer>(server.app, 'race/board', {}, { lang: 'pt' })
      expect(answer.code).toBe(1)
      const board = answer.data as RaceBoard
      expect(board).toMatchObject({
        id: race.id,
        name: 'Corrida de teste',
        state: 'running',
        prizes: [500_00, 300_00, 200_00],
      })
      expect(board.top).toEqual([
        { place: 1, username: expect.stringMatching(/^.{3}\*\*\*.{2}$/), score: 600, prize: 500_00 },
      ])
      expect(board.me).toBeUndefined()
    })
    const mine = await call<RaceBoard>(server.app, 'race/board', { id: race.id }, { token: player.token })
    expect(mine.data.me).toEqual({ eligible: true, place: 1, score: 600, toNextPaid: null })
  })

  test('bet/stream?race=true sends the board after the snapshot and again as rounds come in', async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' })
    const player = await createPlayer(server.app)
    await fundGame(server.db, player.user.id, 10_000)
    const { reader } = await SseReader.open(`${base}/api/bet/stream?race=true&lang=en`)
    try {
      const first = JSON.parse((await reader.next((message) => message.event === 'race')).data) as RaceBoard
      expect(first.name).toBe('Test race')
      await spin(server.db, { userId: player.user.id, game, bet: 5_000, clientRoundId: `stream-${spins++}` })
      const moved = await reader.next(
        (message) =>
          message.event === 'race' && (JSON.parse(message.data) as RaceBoard).top[0]?.score === 10_000,
      )
      expect((JSON.parse(moved.data) as RaceBoard).top.map((place) => place.score)).toEqual([10_000, 600])
    } finally {
      reader.close()
    }
  })
})

/** A race that ended `daysAgo` days ago, a day long, its prizes paid. */
const paidRace = async (daysAgo: number) => {
  const race = await runningRace(server.db)
  await server.db
    .update(races)
    .set({
      state: 'final',
      startsAt: sql`now() - make_interval(days => ${daysAgo + 1})`,
      endsAt: sql`now() - make_interval(days => ${daysAgo})`,
    })
    .where(eq(races.id, race.id))
  return race
}

describe('race/list', () => {
  test('lists the running race first, then a paid race so its result can be found, never a cancelled one', async () => {
    const running = await runningRace(server.db)
    const paid = await paidRace(2)
    const old = await paidRace(40)
    const cancelled = await runningRace(server.db)
    await server.db.update(races).set({ state: 'cancelled' }).where(eq(races.id, cancelled.id))

    const { data } = await call<RaceListAnswer>(server.app, 'race/list', undefined, { lang: 'pt' })
    const ids = data.map((race) => race.id)
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(paid.id))
    expect(data.find((race) => race.id === paid.id)).toMatchObject({
      name: 'Corrida de teste',
      state: 'final',
    })
    expect(ids).not.toContain(old.id)
    expect(ids).not.toContain(cancelled.id)
    const board = await call<RaceBoard>(server.app, 'race/board', { id: paid.id })
    expect(board.data).toMatchObject({ id: paid.id, state: 'final' })
  })
})
