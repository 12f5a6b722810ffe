import { missionProgress, missions } from '@server/db/schema/missions'
import { debit } from '@server/providers/gateway'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { simRaceBettor } from '../races/raceFixtures'

const given = sharedServer()

const progressOf = async (missionId: number, userId: number) => {
  const [row] = await given.server.db
    .select({ progress: missionProgress.progress, completions: missionProgress.completions })
    .from(missionProgress)
    .where(and(eq(missionProgress.missionId, missionId), eq(missionProgress.userId, userId)))
  return row ?? { progress: 0, completions: 0 }
}

/** A published mission worth 10 points, started a minute ago and open for an hour. */
const runningMission = async (
  mission: Pick<typeof missions.$inferInsert, 'names' | 'task' | 'providers' | 'target'>,
) => {
  const [row] = await given.server.db
    .insert(missions)
    .values({
      ...mission,
      points: 10,
      startsAt: sql`now() - interval '1 minute'`,
      endsAt: sql`now() + interval '1 hour'`,
      state: 'published',
    })
    .returning()
  if (!row) throw new Error('mission not written')
  return row
}

describe("a provider game's bets in a mission", () => {
  test("each debit counts in the debit's own transaction, its provider named by the mission; a replay counts nothing", async () => {
    const { player, bet: round } = await simRaceBettor(
      given.server,
      'sim-fortune-mission',
      10_000,
      'mission-round-1',
    )
    const stakes = await runningMission({
      names: { en: 'Stake on sim games' },
      task: 'stakes',
      providers: ['sim'],
      target: 100_000,
    })
    const elsewhere = await runningMission({
      names: { en: 'Stake on hub88 games' },
      task: 'rounds',
      providers: ['hub88'],
      target: 10,
    })
    const bet = { ...round, transactionId: 'mission-bet-1', amount: 1_000 }
    await debit(given.server.db, bet)
    expect(await progressOf(stakes.id, player.userId)).toEqual({ progress: 1_000, completions: 0 })
    expect(await debit(given.server.db, bet)).toMatchObject({ replayed: true })
    await debit(given.server.db, { ...bet, transactionId: 'mission-bet-2', amount: 300 })
    expect(await progressOf(stakes.id, player.userId)).toEqual({ progress: 1_300, completions: 0 })
    expect(await progressOf(elsewhere.id, player.userId)).toEqual({ progress: 0, completions: 0 })
  })
})
