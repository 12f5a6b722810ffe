import type { Db } from '@server/db'
import type { AccountRef } from '@server/services/ledger'
import { transfer } from '@server/services/ledger'
import { forgetDays } from '@server/services/reports'
import type { ReportTable } from '@src/contract/reports'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { call, createPlayer, serverWithOperator } from '../helpers'
import { backdate, ledgerSays, spToday } from './reportFixtures'

const given = serverWithOperator()

type Step = {
  kind: 'deposit' | 'bet' | 'win' | 'withdraw' | 'pay' | 'bonus' | 'forfeit' | 'correction'
  amount: number
}

const DAYS = 6
let counter = 0

/** One step of play or money through the ledger, for a player, as the flows move it (or a manual correction). */
const move = async (db: Db, userId: number, step: Step): Promise<number | null> => {
  counter += 1
  const key = `test:report:${userId}:${counter}:${Date.now()}`
  const wallet: AccountRef = { userId, kind: 'wallet' }
  const game: AccountRef = { userId, kind: 'game' }
  const plan: Record<
    Step['kind'],
    { reason: Parameters<typeof transfer>[1]['reason']; from: AccountRef; to: AccountRef }
  > = {
    deposit: { reason: 'deposit', from: { system: 'deposits' }, to: wallet },
    bet: { reason: 'bet', from: game, to: { system: 'house' } },
    win: { reason: 'win', from: { system: 'house' }, to: game },
    withdraw: { reason: 'withdrawal', from: wallet, to: { userId, kind: 'withdrawal_pending' } },
    pay: {
      reason: 'withdrawal_paid',
      from: { userId, kind: 'withdrawal_pending' },
      to: { system: 'payouts' },
    },
    bonus: { reason: 'reward', from: { system: 'rewards' }, to: wallet },
    forfeit: { reason: 'bonus_forfeit', from: wallet, to: { system: 'rewards' } },
    // An operator's balance correction (services/corrections moves it from the corrections account).
    correction: { reason: 'correction', from: { system: 'corrections' }, to: wallet },
  }
  // Money moves from the wallet to the game before a bet, as the conversion does.
  if (step.kind === 'bet') {
    await transfer(db, {
      key: `${key}:in`,
      reason: 'conversion',
      reference: key,
      from: wallet,
      to: game,
      amount: step.amount,
    }).catch(() => null)
  }
  const { reason, from, to } = plan[step.kind]
  try {
    const moved = await transfer(db, { key, reason, reference: `test:${key}`, from, to, amount: step.amount })
    return moved.transactionId
  } catch {
    // A player account without the money: the ledger refused, nothing moved.
    return null
  }
}

const step = fc.record({
  kind: fc.constantFrom(
    'deposit',
    'bet',
    'win',
    'withdraw',
    'pay',
    'bonus',
    'forfeit',
    'correction' as const,
  ),
  amount: fc.integer({ min: 1, max: 500_000 }),
})

test("the report's GGR, NGR and liability of every day equal what the ledger says, to the centavo", async () => {
  const { db, app } = given.server
  const players = [await createPlayer(app), await createPlayer(app)]
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          step,
          player: fc.integer({ min: 0, max: 1 }),
          day: fc.integer({ min: 0, max: DAYS - 1 }),
          at: fc.double({ min: 0, max: 0.999, noNaN: true }),
        }),
        { minLength: 1, maxLength: 25 },
      ),
      async (plays) => {
        const today = await spToday(db)
        const from = await spToday(db, DAYS - 1)
        for (const play of plays) {
          const player = players[play.player]
          if (!player) continue
          const id = await move(db, player.user.id, play.step)
          if (id !== null) await backdate(db, id, await spToday(db, play.day), play.at)
        }
        // History was rewritten under days the reports may have summed: they sum them again.
        await forgetDays(db, from)
        const report = await call<ReportTable>(
          app,
          'admin/report_summary',
          { from, to: today },
          { token: given.operator },
        )
        expect(report.code).toBe(1)
        const keys = report.data.columns.map((column) => column.key)
        for (const row of report.data.rows) {
          const day = String(row[keys.indexOf('period')])
          const says = await ledgerSays(db, day)
          expect({
            day,
            ggr: row[keys.indexOf('ggr')],
            ngr: row[keys.indexOf('ngr')],
            liability: row[keys.indexOf('liability')],
          }).toEqual({ day, ...says })
        }
      },
    ),
    { numRuns: 12 },
  )
})
