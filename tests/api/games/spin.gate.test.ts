import { playerProtection } from '@server/db/schema/protection'
import { sessions } from '@server/db/schema/sessions'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createPlayer, type Player, sharedServer } from '../helpers'
import { setLimits } from '../protection/fixtures'
import { fundGame, type gameCall, openGame, spinCall } from './gameFixtures'

const given = sharedServer()

/** What reads player protection: the round's statement (with its play gate) or a table of protection. */
const PROTECTION_READ =
  /ficha_play_round|ficha_play_gate|player_protection|player_limits|play_days|play_started_at|identity_state/

type Query = (query: string | { text: string }, ...rest: unknown[]) => Promise<unknown>

/** Runs `work`, counting the statements sent to the database that read player protection. */
const protectionReads = async (work: () => Promise<unknown>): Promise<number> => {
  const client = (given.server.db as unknown as { $client: { query: Query } }).$client
  const query = client.query
  let reads = 0
  client.query = function (this: unknown, sent, ...rest) {
    if (PROTECTION_READ.test(typeof sent === 'string' ? sent : sent.text)) reads += 1
    return query.call(this, sent, ...rest)
  }
  try {
    await work()
  } finally {
    client.query = query
  }
  return reads
}

const readyPlayer = async (): Promise<{ player: Player; gameToken: string }> => {
  const player = await createPlayer(given.server.app)
  await fundGame(given.server.db, player.user.id, 2_000)
  const gameToken = await openGame(given.server.app, player, 'samba-night')
  // A first round: the spin's seed pair is known, so a refused spin sends only its round's statement.
  expect((await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'gate-first' })).code).toBe(
    Code.Ok,
  )
  return { player, gameToken }
}

describe('a refused spin is decided once, by the play gate', () => {
  test('an exclusion that began during the game refuses the spin with its end, asking the database once', async () => {
    const { player, gameToken } = await readyPlayer()
    // Written behind the service's back, so the game session stays open and only the round's gate sees it.
    const until = new Date(Date.now() + 86_400_000)
    const exclusion = { exclusionTerm: '24h' as const, excludedSince: new Date(), excludedUntil: until }
    // The launch has written the player's row (the start of their play session).
    await given.server.db
      .insert(playerProtection)
      .values({ userId: player.user.id, ...exclusion })
      .onConflictDoUpdate({ target: playerProtection.userId, set: exclusion })
    let answer: Awaited<ReturnType<typeof gameCall>> | undefined
    const reads = await protectionReads(async () => {
      answer = await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'gate-excluded' })
    })
    expect(answer?.code).toBe(Code.SelfExcluded)
    expect(answer?.data).toEqual({ until: until.toISOString() })
    expect(reads).toBe(1)
  })

  test('the session time limit reached refuses the spin and ends the game, asking the database once', async () => {
    const { player, gameToken } = await readyPlayer()
    await setLimits(given.server.app, player.token, { limits: { sessionMinutes: 30 } })
    const [login] = await given.server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, player.user.id))
    await given.server.db
      .update(sessions)
      .set({ playStartedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, login?.id ?? 0))
    let answer: Awaited<ReturnType<typeof gameCall>> | undefined
    const reads = await protectionReads(async () => {
      answer = await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'gate-session' })
    })
    expect(answer?.code).toBe(Code.SessionTimeLimitReached)
    expect(answer?.data).toEqual({ minutes: 30 })
    expect(reads).toBe(1)
    // The game is over: its next call says why.
    const next = await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'gate-session-2' })
    expect(next.code).toBe(Code.SessionTimeLimitReached)
  })
})
