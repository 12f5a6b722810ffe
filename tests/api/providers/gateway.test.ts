import { playerProtection } from '@server/db/schema/protection'
import { providerRounds, providerTransactions } from '@server/db/schema/providers'
import { sessions } from '@server/db/schema/sessions'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { credit, debit, endRound } from '@server/providers/gateway'
import { debitCredit } from '@server/providers/gateway/wallet'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sharedServer } from '../helpers'
import { setLimits } from '../protection/fixtures'
import { gameBalance, seat } from './seat'

// The gateway called directly, as a protocol adapter calls it: no protocol, no signature.
const PROVIDER = 'sim'

const given = sharedServer()

const sat = (reais: number) => seat(given.server, reais, PROVIDER)
const game = (userId: number) => gameBalance(given.server, userId)

/** A debit and a credit of one round, in centavos. */
const play = (
  player: Awaited<ReturnType<typeof sat>>,
  id: string,
  round: string,
  bet: number,
  win: number,
) => {
  const common = {
    provider: PROVIDER,
    userId: player.userId,
    round,
    gameCode: 'sim_fortune',
    currency: 'BRL',
  }
  return [
    { ...common, transactionId: `${id}-bet`, amount: bet, token: player.token },
    { ...common, transactionId: `${id}-win`, amount: win, creditKind: 'win' as const },
  ] as const
}

/** The reasons of the ledger movements made for the provider transactions whose ids start with `id`. */
const movements = async (id: string) =>
  (
    await given.server.db
      .select({ reason: ledgerTransactions.reason })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `gp:${PROVIDER}:%:${id}-%`))
  )
    .map((row) => row.reason)
    .sort()

const recorded = async (userId: number) =>
  given.server.db
    .select({ externalId: providerTransactions.externalId })
    .from(providerTransactions)
    .where(and(eq(providerTransactions.provider, PROVIDER), eq(providerTransactions.userId, userId)))

describe('the wallet gateway', () => {
  it('plays a bet and its win in one call, and answers its replay with the first balance, moving nothing', async () => {
    const player = await sat(10)
    const [bet, win] = play(player, 'dc1', 'r1', 300, 500)

    expect(await debitCredit(given.server.db, bet, win)).toEqual({ balance: 1200, replayed: false })
    expect(await game(player.userId)).toBe(1200)
    expect(await movements('dc1')).toEqual(['bet', 'win'])

    // The balance changes in between; the replay still answers what the first call answered.
    await credit(given.server.db, { ...win, transactionId: 'other-bonus', round: 'r2', amount: 100 })
    expect(await debitCredit(given.server.db, bet, win)).toEqual({ balance: 1200, replayed: true })
    expect(await game(player.userId)).toBe(1300)
    expect(await movements('dc1')).toEqual(['bet', 'win'])
  })

  it('refuses a bet and win above the balance with the balance, moving and recording nothing', async () => {
    const player = await sat(5)
    const [bet, win] = play(player, 'dc2', 'r1', 600, 5000)

    await expect(debitCredit(given.server.db, bet, win)).rejects.toMatchObject({
      reason: 'insufficientFunds',
      balance: 500,
    })
    expect(await game(player.userId)).toBe(500)
    expect(await movements('dc2')).toEqual([])
    expect(await recorded(player.userId)).toEqual([])
  })

  it('refuses a bet and win once the session time limit is reached, as it refuses a bet', async () => {
    const player = await sat(10)
    await setLimits(given.server.app, player.login, { limits: { sessionMinutes: 30 } })
    // Thirty-one minutes of play later:
    await given.server.db
      .update(sessions)
      .set({ playStartedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, player.loginSessionId))
    const [bet, win] = play(player, 'st1', 'r1', 100, 300)

    await expect(debitCredit(given.server.db, bet, win)).rejects.toMatchObject({ reason: 'limitReached' })
    await expect(debit(given.server.db, bet)).rejects.toMatchObject({ reason: 'limitReached' })
    expect(await game(player.userId)).toBe(1000)
    expect(await movements('st1')).toEqual([])
  })

  it.each([
    ['on the national ban list', { bannedAt: new Date() }],
    ['whose play the operator stopped', { playBlockedAt: new Date() }],
  ])('refuses a player %s as disabled (final, never a retry), moving nothing', async (_, state) => {
    const player = await sat(10)
    await given.server.db
      .insert(playerProtection)
      .values({ userId: player.userId, ...state })
      .onConflictDoUpdate({ target: playerProtection.userId, set: state })
    const [bet, win] = play(player, `off-${player.userId}`, 'r1', 100, 300)

    await expect(debit(given.server.db, bet)).rejects.toMatchObject({ reason: 'userDisabled' })
    await expect(debitCredit(given.server.db, bet, win)).rejects.toMatchObject({ reason: 'userDisabled' })
    expect(await game(player.userId)).toBe(1000)
    expect(await movements(`off-${player.userId}`)).toEqual([])
  })

  it('takes no bet on an ended round, but still pays its win and answers its earlier bet again', async () => {
    const player = await sat(10)
    const [bet, win] = play(player, 'er1', 'r1', 200, 700)
    expect(await debit(given.server.db, bet)).toEqual({ balance: 800, replayed: false })

    await endRound(given.server.db, PROVIDER, player.userId, 'r1')
    const [round] = await given.server.db
      .select({ state: providerRounds.state, endedAt: providerRounds.endedAt })
      .from(providerRounds)
      .where(and(eq(providerRounds.provider, PROVIDER), eq(providerRounds.userId, player.userId)))
    expect(round?.state).toBe('closed')
    expect(round?.endedAt).toBeInstanceOf(Date)

    await expect(debit(given.server.db, { ...bet, transactionId: 'er1-bet2' })).rejects.toMatchObject({
      reason: 'roundClosed',
    })
    expect(await game(player.userId)).toBe(800)
    expect(await debit(given.server.db, bet)).toEqual({ balance: 800, replayed: true })
    expect(await credit(given.server.db, win)).toEqual({ balance: 1500, replayed: false })
    expect((await recorded(player.userId)).map((row) => row.externalId).sort()).toEqual([
      'er1-bet',
      'er1-win',
    ])
  })
})
