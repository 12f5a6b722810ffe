import { type User, users } from '@server/db/schema/users'
import { findAncestors, TEAM_LEVELS } from '@server/services/accounts/users'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createPlayer, type Player, sharedServer } from '../helpers'

const given = sharedServer()

describe('the invitation tree', () => {
  test(`a player's ancestors are the inviters up to ${TEAM_LEVELS} levels, nearest first`, async () => {
    // Five generations: each player invited by the one before.
    const chain: Player[] = [await createPlayer(given.server.app)]
    for (let generation = 1; generation < 5; generation++) {
      const inviter = chain[generation - 1] as Player
      chain.push(await createPlayer(given.server.app, { invitationCode: inviter.user.invitationCode }))
    }
    const youngest = chain[4] as Player
    const [row] = await given.server.db.select().from(users).where(eq(users.id, youngest.user.id))
    const ancestors = await findAncestors(given.server.db, row as User)
    expect(ancestors.map((user) => user.id)).toEqual([3, 2, 1].map((index) => chain[index]?.user.id))
  })

  test('a player nobody invited has no ancestors', async () => {
    expect(await findAncestors(given.server.db, { parentId: null })).toEqual([])
  })

  test('every player gets a different invitation code', async () => {
    const players = await Promise.all([
      createPlayer(given.server.app),
      createPlayer(given.server.app),
      createPlayer(given.server.app),
    ])
    expect(new Set(players.map((player) => player.user.invitationCode)).size).toBe(3)
  })
})
