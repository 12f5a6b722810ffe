import { playerNotices } from '@server/db/schema/notifications'
import { racePrizes, races } from '@server/db/schema/races'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { getBalances } from '@server/services/ledger'
import { settleDueRaces } from '@server/services/races/settle'
import type { RaceBoard } from '@src/contract/race'
import { eq, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { directPlay } from '../games/gameFixtures'
import { call, sharedServer } from '../helpers'
import { cancelOpenRaces, runningRace, setWeight } from './raceFixtures'

const given = sharedServer()
const { playing, funded, play } = directPlay(given, 'settle')

beforeAll(async () => {
  await setWeight(given.server.db, playing.game.id, 10_000)
})

/** Moves a race's end (and start) into the past, past the settlement's grace. */
const endRace = (raceId: number) =>
  given.server.db.execute(
    sql`update races set starts_at = now() - interval '1 day 2 minutes', ends_at = now() - interval '2 minutes' where id = ${raceId}`,
  )

describe('race settlement', () => {
  test('pays each place once through the ledger even when run twice at once, tells each winner, and shows the result', async () => {
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db, { repeat: 'daily' })
    const players = [await funded(), await funded(), await funded(), await funded()]
    for (const [index, player] of players.entries()) await play(player, 100 * (4 - index))
    await endRace(race.id)
    const wallets = await Promise.all(players.map((player) => getBalances(given.server.db, player.user.id)))

    await Promise.all([settleDueRaces(given.server.db), settleDueRaces(given.server.db)])

    const moved = await given.server.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `race:${race.id}:%`))
    expect(moved.map((row) => row.key).sort()).toEqual([1, 2, 3].map((place) => `race:${race.id}:${place}`))
    const after = await Promise.all(players.map((player) => getBalances(given.server.db, player.user.id)))
    expect(after.map((balances, index) => balances.wallet - (wallets[index]?.wallet ?? 0))).toEqual([
      500_00, 300_00, 200_00, 0,
    ])
    const notices = await given.server.db
      .select({ userId: playerNotices.userId, params: playerNotices.params })
      .from(playerNotices)
      .where(eq(playerNotices.kind, 'raceResult'))
    expect(notices.filter((notice) => notice.params.race === '测试竞赛')).toHaveLength(3)
    expect(notices.find((notice) => notice.userId === players[0]?.user.id)?.params).toMatchObject({
      place: 1,
      prize: 500_00,
    })

    const board = await call<RaceBoard>(given.server.app, 'race/board', { id: race.id })
    expect(board.data).toMatchObject({ state: 'final' })
    expect(board.data.top.map((place) => place.prize)).toEqual([500_00, 300_00, 200_00, 0])
    // The daily race's next occurrence, running now.
    const [next] = await given.server.db.select().from(races).where(eq(races.previousId, race.id))
    expect(next?.state).toBe('open')
    expect(next && next.endsAt > new Date()).toBe(true)
    // As long as the one it repeats (a day, as endRace set it).
    expect(next && next.endsAt.getTime() - next.startsAt.getTime()).toBe(86_400_000)
    // Settling again moves nothing.
    await settleDueRaces(given.server.db)
    const prizes = await given.server.db.select().from(racePrizes).where(eq(racePrizes.raceId, race.id))
    expect(prizes.every((prize) => prize.paidAt !== null && !prize.withheld)).toBe(true)
  })

  test('a race not ended, or ended less than a minute ago, is not settled', async () => {
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db)
    await play(await funded(), 100)
    expect(await settleDueRaces(given.server.db)).toEqual([])
    await given.server.db.execute(
      sql`update races set ends_at = now() - interval '5 seconds' where id = ${race.id}`,
    )
    expect(await settleDueRaces(given.server.db)).toEqual([])
    const [row] = await given.server.db
      .select({ state: races.state })
      .from(races)
      .where(eq(races.id, race.id))
    expect(row?.state).toBe('open')
  })
})
