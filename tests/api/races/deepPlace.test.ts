import { accountLinks } from '@server/db/schema/links'
import { raceEntries } from '@server/db/schema/races'
import { users } from '@server/db/schema/users'
import type { RaceBoard } from '@src/contract/race'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, sharedServer } from '../helpers'
import { cancelOpenRaces, runningRace } from './raceFixtures'

const given = sharedServer()

/** More players ahead than a board ranks one by one (500), so the place is counted. */
const CROWD = 510

describe('a place far down the board', () => {
  test('counts a linked pair ahead once, and none for a player whose linked account is ahead', async () => {
    const { db } = given.server
    await cancelOpenRaces(db)
    const race = await runningRace(db)
    const crowd = await db
      .insert(users)
      .values(
        Array.from({ length: CROWD }, (_, index) => ({
          phone: `+5598${String(index).padStart(9, '0')}`,
          passwordHash: 'crowd: never logs in',
          invitationCode: `deep-${index}`,
        })),
      )
      .returning({ id: users.id })
    const ids = crowd.map((row) => row.id)
    // Scores from the top down, each reached in turn.
    await db.insert(raceEntries).values(
      ids.map((userId, index) => ({
        raceId: race.id,
        userId,
        score: 100_000 - index,
        reachedSeq: index + 1,
      })),
    )
    const [me, mate] = [await createPlayer(given.server.app), await createPlayer(given.server.app)]
    await db.insert(raceEntries).values([
      { raceId: race.id, userId: me.user.id, score: 1_000, reachedSeq: CROWD + 1 },
      { raceId: race.id, userId: mate.user.id, score: 500, reachedSeq: CROWD + 2 },
    ])
    // Two of the crowd past the ranked depth are linked; the mate's linked account is in the crowd too.
    await db.insert(accountLinks).values([
      { userId: ids[505] as number, inviterId: ids[504] as number, reasons: ['device'] },
      { userId: mate.user.id, inviterId: ids[506] as number, reasons: ['pix_key'] },
    ])
    const placeOf = async (token: string) =>
      (await call<RaceBoard>(given.server.app, 'race/board', { id: race.id }, { token })).data.me?.place
    // 510 ahead, of whom the linked pair holds one place: 509 places ahead.
    expect(await placeOf(me.token)).toBe(CROWD)
    expect(await placeOf(mate.token)).toBeNull()
  })
})
