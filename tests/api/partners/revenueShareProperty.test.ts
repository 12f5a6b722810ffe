import type { Db } from '@server/db'
import { rowsOf } from '@server/db/rows'
import { type AccountRef, transfer } from '@server/services/ledger'
import { revenueShare, tierOf } from '@server/services/partnerPlans/commission'
import { monthAt, monthBounds, shiftMonth } from '@server/services/partnerPlans/month'
import { playersMoney } from '@server/services/partnerPlans/ngr'
import { ngrOf } from '@server/services/reports'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { createPlayer, sharedServer } from '../helpers'
import { backdate } from '../reports/reportFixtures'

const given = sharedServer()

/**
 * Every kind of movement an attributed player's month can hold, with what it is worth to the house's NGR when
 * the ledger takes it (a movement refused for want of money is worth nothing): own and provider rounds'
 * stakes and prizes, a provider's rollback of a stake (refund) or of a prize, a transfer-wallet round's stake
 * and prize (no player account: known by the round's reference), bonuses and their forfeit, balance
 * corrections both ways, deposits and a withdrawal refunded (neutral).
 */
const KINDS = {
  deposit: 0,
  ownBet: 1,
  ownWin: -1,
  providerBet: 1,
  providerWin: -1,
  refundBet: -1,
  reverseWin: 1,
  transferBet: 1,
  transferWin: -1,
  bonus: -1,
  forfeit: 1,
  correctionCredit: -1,
  correctionDebit: 1,
  withdrawRefunded: 0,
} as const
type Kind = keyof typeof KINDS

let counter = 0

const move = async (db: Db, userId: number, kind: Kind, amount: number, round: number): Promise<number[]> => {
  counter += 1
  const key = `test:partner-ngr:${userId}:${counter}:${Date.now()}`
  const wallet: AccountRef = { userId, kind: 'wallet' }
  const game: AccountRef = { userId, kind: 'game' }
  const house: AccountRef = { system: 'house' }
  const one = async (
    suffix: string,
    reason: Parameters<typeof transfer>[1]['reason'],
    from: AccountRef,
    to: AccountRef,
    reference = `test:${key}`,
  ) => (await transfer(db, { key: `${key}:${suffix}`, reason, reference, from, to, amount })).transactionId
  const gp = `gp:sim:round:${key}`
  const hub = `gp:hub88:round:${round}`
  try {
    switch (kind) {
      case 'deposit':
        return [await one('d', 'deposit', { system: 'deposits' }, wallet)]
      case 'ownBet':
        return [await one('c', 'conversion', wallet, game).catch(() => 0), await one('b', 'bet', game, house)]
      case 'ownWin':
        return [await one('w', 'win', house, game)]
      case 'providerBet':
        return [await one('b', 'bet', game, house, gp)]
      case 'providerWin':
        return [await one('w', 'win', house, game, gp)]
      case 'refundBet':
        return [await one('r', 'adjustment', house, game, gp)]
      case 'reverseWin':
        return [await one('r', 'adjustment', game, house, gp)]
      case 'transferBet':
        return [await one('b', 'bet', { system: 'provider_funds' }, house, hub)]
      case 'transferWin':
        return [await one('w', 'win', house, { system: 'provider_funds' }, hub)]
      case 'bonus':
        return [await one('g', 'reward', { system: 'rewards' }, wallet)]
      case 'forfeit':
        return [await one('f', 'bonus_forfeit', wallet, { system: 'rewards' })]
      case 'correctionCredit':
        return [await one('k', 'correction', { system: 'corrections' }, wallet)]
      case 'correctionDebit':
        return [await one('k', 'correction', wallet, { system: 'corrections' })]
      case 'withdrawRefunded':
        return [
          await one('o', 'withdrawal', wallet, { userId, kind: 'withdrawal_pending' }),
          await one('p', 'withdrawal_refund', { userId, kind: 'withdrawal_pending' }, wallet),
        ]
    }
  } catch {
    // A player account without the money: the ledger refused, nothing moved.
    return []
  }
}

/** Tiers: the first from 0, ascending, rates up to 50 %. */
const tiers = fc.uniqueArray(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 3 }).chain((steps) =>
  fc
    .array(fc.integer({ min: 0, max: 5_000 }), { minLength: steps.length + 1, maxLength: steps.length + 1 })
    .map((rates) =>
      [0, ...steps.sort((a, b) => a - b)].map((fromNgr, index) => ({
        fromNgr,
        rateBps: rates[index] ?? 0,
      })),
    ),
)

test("a partner's revenue share of each month is the rate times the NGR the ledger holds, with negative carry-over", async () => {
  const { db, app } = given.server
  const players = [await createPlayer(app), await createPlayer(app), await createPlayer(app)]
  // Players 0 and 1 are the partner's; player 2 is not, and nothing of theirs may count.
  const ids = players.map((player) => player.user.id)
  const rounds: number[] = []
  for (const id of ids) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into provider_rounds (provider, external_id, user_id, game_code)
        values ('hub88', ${`test-${id}-${Date.now()}`}, ${id}, 'test') returning id`),
    )
    rounds.push(Number(row?.id))
  }
  const current = monthAt(new Date())
  const previous = shiftMonth(current, -1)
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          player: fc.integer({ min: 0, max: 2 }),
          kind: fc.constantFrom(...(Object.keys(KINDS) as Kind[])),
          amount: fc.integer({ min: 1, max: 300_000 }),
          inPrevious: fc.boolean(),
          day: fc.integer({ min: 0, max: 27 }),
          at: fc.double({ min: 0, max: 0.999, noNaN: true }),
        }),
        { minLength: 1, maxLength: 30 },
      ),
      tiers,
      async (steps, plan) => {
        const partner = ids.slice(0, 2)
        const before = await monthsNgr(db, partner, previous, current)
        const expected = { previous: before.previous, current: before.current }
        for (const step of steps) {
          const userId = ids[step.player] ?? 0
          const moved = await move(db, userId, step.kind, step.amount, rounds[step.player] ?? 0)
          if (moved.length === 0) continue
          if (step.inPrevious) {
            const day = `${previous.slice(0, 8)}${String(step.day + 1).padStart(2, '0')}`
            for (const id of moved) if (id > 0) await backdate(db, id, day, step.at)
          }
          if (step.player < 2)
            expected[step.inPrevious ? 'previous' : 'current'] += KINDS[step.kind] * step.amount
        }
        const after = await monthsNgr(db, partner, previous, current)
        expect(after).toEqual(expected)
        // The months in order: the first with nothing carried in, the second with what the first carried out.
        const first = revenueShare(plan, after.previous, 0)
        const second = revenueShare(plan, after.current, first.carryOut)
        for (const [month, carryIn, ngr] of [
          [first, 0, after.previous],
          [second, first.carryOut, after.current],
        ] as const) {
          const base = ngr + carryIn
          const rate = base > 0 ? (tierOf(plan, base)?.rateBps ?? 0) : 0
          expect(month.base).toBe(base)
          expect(month.commission).toBe(base > 0 ? Math.floor((base * rate) / 10_000) : 0)
          expect(month.carryOut).toBe(Math.min(base, 0))
        }
      },
    ),
    { numRuns: 15 },
  )
}, 300_000)

/** The partner's players' NGR of the two months, as the statements read it. */
const monthsNgr = async (db: Db, players: number[], previous: string, current: string) => {
  const sum = async (month: string) => {
    const { start, end } = monthBounds(month)
    let total = 0
    for (const money of (await playersMoney(db, players, start, end)).values()) total += ngrOf(money)
    return total
  }
  return { previous: await sum(previous), current: await sum(current) }
}
