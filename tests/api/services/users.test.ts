import { describe, expect, test } from 'vitest'
import { createPlayer, sharedServer } from '../helpers'

const given = sharedServer()

describe('invitation codes', () => {
  test('every player gets a different invitation code', async () => {
    const players = await Promise.all([
      createPlayer(given.server.app),
      createPlayer(given.server.app),
      createPlayer(given.server.app),
    ])
    expect(new Set(players.map((player) => player.user.invitationCode)).size).toBe(3)
  })
})
