import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type User, users } from '../../../server/db/schema/users'
import { findAncestors, TEAM_LEVELS } from '../../../server/services/users'
import { createPlayer, createTestServer, type Player, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('the invitation tree', () => {
  test(`a player's ancestors are the inviters up to ${TEAM_LEVELS} levels, nearest first`, async () => {
    // Five generations: each player invited by the one before.
    const chain: Player[] = [await createPlayer(server.app)]
    for (let generation = 1; generation < 5; generation++) {
      const inviter = chain[generation - 1] as Player
      chain.push(await createPlayer(server.app, { invitationCode: inviter.user.invitationCode }))
    }
    const youngest = chain[4] as Player
    const [row] = await server.db.select().from(users).where(eq(users.id, youngest.user.id))
    const ancestors = await findAncestors(server.db, row as User)
    expect(ancestors.map((user) => user.id)).toEqual([3, 2, 1].map((index) => chain[index]?.user.id))
  })

  test('a player nobody invited has no ancestors', async () => {
    expect(await findAncestors(server.db, { parentId: null })).toEqual([])
  })

  test('every player gets a different invitation code', async () => {
    const players = await Promise.all([
      createPlayer(server.app),
      createPlayer(server.app),
      createPlayer(server.app),
    ])
    expect(new Set(players.map((player) => player.user.invitationCode)).size).toBe(3)
  })
})
