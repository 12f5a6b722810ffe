import { games } from '@server/db/schema/catalogue'
import { accountLinks } from '@server/db/schema/links'
import { playerProtection } from '@server/db/schema/protection'
import { rounds } from '@server/db/schema/rounds'
import type { RaceBoard } from '@src/contract/race'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { directPlay } from '../games/gameFixtures'
import { call, sharedServer } from '../helpers'
import { cancelOpenRaces, runningRace, scoreOf, setWeight } from './raceFixtures'

const given = sharedServer()
const { playing, funded, play } = directPlay(given, 'scoring')

/** The board once it shows `places` places (it is read again at most once a second). */
const boardWith = (raceId: number, check: (board: RaceBoard) => void, token?: string) =>
  vi.waitFor(
    async () => {
      const answer = await call<RaceBoard>(given.server.app, 'race/board', { id: raceId }, { token })
      check(answer.data)
      return answer.data
    },
    { timeout: 5_000, interval: 200 },
  )

describe('race scoring', () => {
  test("a round scores its stake times its game's weight, and the default weight follows the house edge", async () => {
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db)
    const player = await funded()
    await setWeight(given.server.db, playing.game.id, 15_000)
    await setWeight(given.server.db, playing.other.id, null)
    await play(player, 100)
    await play(player, 200, playing.other)
    const [row] = await given.server.db
      .select({ rtp: games.rtpBps })
      .from(games)
      .where(eq(games.id, playing.other.id))
    const otherWeight = Math.min(30_000, Math.max(0, Math.floor(((10_000 - (row?.rtp ?? 0)) * 10_000) / 300)))
    expect(await scoreOf(given.server.db, race.id, player.user.id)).toBe(
      150 + Math.floor((200 * otherWeight) / 10_000),
    )
  })

  test('a stake below the minimum, a game outside the race, and a race not started yet score nothing', async () => {
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db, { minStake: 500, gameIds: [playing.game.id] })
    const later = await runningRace(given.server.db)
    await given.server.db.execute(
      sql`update races set starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours' where id = ${later.id}`,
    )
    await setWeight(given.server.db, playing.game.id, 10_000)
    await setWeight(given.server.db, playing.other.id, 10_000)
    const player = await funded()
    await play(player, 100)
    await play(player, 500, playing.other)
    expect(await scoreOf(given.server.db, race.id, player.user.id)).toBe(0)
    await play(player, 500)
    expect(await scoreOf(given.server.db, race.id, player.user.id)).toBe(500)
    expect(await scoreOf(given.server.db, later.id, player.user.id)).toBe(0)
  })

  test("a self-excluded player's rounds never score, and a player excluded later leaves the board", async () => {
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db)
    await setWeight(given.server.db, playing.game.id, 10_000)
    const excluded = await funded()
    const later = await funded()
    await given.server.db.insert(playerProtection).values({
      userId: excluded.user.id,
      exclusionTerm: '7d',
      excludedSince: new Date(),
      excludedUntil: new Date(Date.now() + 7 * 86_400_000),
    })
    // The server's own rounds pass no play gate: the race's own rule keeps them out.
    await play(excluded, 1_000)
    const [played] = await given.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rounds)
      .where(eq(rounds.userId, excluded.user.id))
    expect(played?.n).toBe(1)
    expect(await scoreOf(given.server.db, race.id, excluded.user.id)).toBe(0)

    await play(later, 300)
    await boardWith(race.id, (board) => expect(board.top.map((place) => place.score)).toEqual([300]))
    await given.server.db.insert(playerProtection).values({
      userId: later.user.id,
      exclusionTerm: '24h',
      excludedSince: new Date(),
      excludedUntil: new Date(Date.now() + 86_400_000),
    })
    await play(await funded(), 100)
    const board = await boardWith(race.id, (shown) =>
      expect(shown.top.map((place) => place.score)).toEqual([100]),
    )
    expect(board.top[0]?.place).toBe(1)
    const me = await call<RaceBoard>(given.server.app, 'race/board', { id: race.id }, { token: later.token })
    expect(me.data.me).toEqual({ eligible: false, place: null, score: 0, toNextPaid: null })
  })

  test('of a linked pair only the better placed one gets a place', async () => {
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db)
    await setWeight(given.server.db, playing.game.id, 10_000)
    const [inviter, invitee, stranger] = [await funded(), await funded(), await funded()]
    await given.server.db
      .insert(accountLinks)
      .values({ userId: invitee.user.id, inviterId: inviter.user.id, reasons: ['device'] })
    await play(inviter, 500)
    await play(invitee, 400)
    await play(stranger, 300)
    const board = await boardWith(race.id, (shown) => expect(shown.top).toHaveLength(2))
    expect(board.top.map((place) => [place.place, place.score, place.prize])).toEqual([
      [1, 500, 500_00],
      [2, 300, 300_00],
    ])
    const mine = await call<RaceBoard>(
      given.server.app,
      'race/board',
      { id: race.id },
      { token: invitee.token },
    )
    expect(mine.data.me).toMatchObject({ place: null })
  })

  test('a tie goes to whoever reached the score first, and the standing says what the next paid place needs', async () => {
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db, { shares: [10_000], prizePool: 100_00 })
    await setWeight(given.server.db, playing.game.id, 10_000)
    const [first, second] = [await funded(), await funded()]
    await play(first, 200)
    await play(second, 100)
    await play(second, 100)
    const board = await boardWith(race.id, (shown) => expect(shown.top).toHaveLength(2), second.token)
    expect(board.top.map((place) => place.score)).toEqual([200, 200])
    expect(board.me).toEqual({ eligible: true, place: 2, score: 200, toNextPaid: 1 })
    await play(first, 100)
    await play(second, 100)
    const again = await boardWith(
      race.id,
      (shown) => expect(shown.top.map((place) => place.score)).toEqual([300, 300]),
      second.token,
    )
    // Both at 300: the first got there first.
    expect(again.me?.place).toBe(2)
  })
})
