import { rounds } from '@server/db/schema/rounds'
import { sessions } from '@server/db/schema/sessions'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, sharedServer } from '../helpers'
import { fundGame, openGame, spinCall } from './gameFixtures'

const given = sharedServer()

/** A funded player with the game open, after a first spin (its game session is now known to the server). */
const playing = async () => {
  const { server } = given
  const player = await createPlayer(server.app)
  await fundGame(server.db, player.user.id, 2_000)
  const gameToken = await openGame(server.app, player, 'samba-night')
  expect((await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'session-first' })).code).toBe(
    Code.Ok,
  )
  return { player, gameToken }
}

const roundsOf = async (userId: number) =>
  (await given.server.db.select().from(rounds).where(eq(rounds.userId, userId))).map(
    (round) => round.clientRoundId,
  )

describe('a spin after its game session ended elsewhere plays nothing', () => {
  test.each<[string, (player: Player) => Promise<void>]>([
    [
      'logged out after a spin',
      async (player) => {
        expect((await call(given.server.app, 'logout', undefined, { token: player.token })).code).toBe(
          Code.Ok,
        )
      },
    ],
    [
      'the game left after a spin',
      async (player) => {
        expect((await call(given.server.app, 'index/out_game', {}, { token: player.token })).code).toBe(
          Code.Ok,
        )
      },
    ],
    [
      'a login session expired behind the server’s back after a spin',
      async (player) => {
        await given.server.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1_000) })
          .where(eq(sessions.userId, player.user.id))
      },
    ],
  ])('%s: the next spin answers 1303', async (_, endSession) => {
    const { player, gameToken } = await playing()
    await endSession(player)
    expect(
      (await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'session-after' })).code,
    ).toBe(Code.GameSessionExpired)
    expect(await roundsOf(player.user.id)).toEqual(['session-first'])
  })

  test('a game in use for over a minute is looked up again, its use written, and plays on', async () => {
    const { player, gameToken } = await playing()
    const minuteAgo = new Date(Date.now() - 2 * 60_000)
    await given.server.db
      .update(sessions)
      .set({ lastUsedAt: minuteAgo })
      .where(eq(sessions.userId, player.user.id))
    expect(
      (await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'session-after' })).code,
    ).toBe(Code.Ok)
    const [login] = await given.server.db
      .select({ at: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, player.user.id))
    expect(Date.now() - (login?.at.getTime() ?? 0)).toBeLessThan(60_000)
    expect(await roundsOf(player.user.id)).toEqual(['session-first', 'session-after'])
  })
})
