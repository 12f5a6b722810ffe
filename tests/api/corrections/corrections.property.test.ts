import { ApiError } from '@server/envelope'
import { createCorrection } from '@server/services/corrections'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { CORRECTION_REASONS } from '@src/contract/corrections'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { auditLedger } from '../services/ledgerFixtures'
import { fundedPlayer, secondOperator } from './fixtures'

const given = sharedServer()

const correctionArb = fc.record({
  account: fc.constantFrom('wallet' as const, 'game' as const),
  direction: fc.constantFrom('credit' as const, 'debit' as const),
  amount: fc.integer({ min: 1, max: 3_000 }),
  reason: fc.constantFrom(...CORRECTION_REASONS),
})

let run = 0

test('random corrections keep every balance equal to its ledger entries, to a simple model, and never below zero', async () => {
  const { db } = given.server
  const maker = await secondOperator(db)
  await fc.assert(
    fc.asyncProperty(fc.array(correctionArb, { minLength: 1, maxLength: 25 }), async (corrections) => {
      run += 1
      const userId = await fundedPlayer(db, 0)
      const model = { wallet: 0, game: 0 }
      for (const [index, correction] of corrections.entries()) {
        const signed = correction.direction === 'credit' ? correction.amount : -correction.amount
        const body = { userId, ...correction, comment: 'property', idempotencyKey: `prop-${run}-${index}` }
        // A four-eyes amount of 1 000 centavos, solo limits out of reach: larger ones wait and move nothing.
        const made = await createCorrection(
          db,
          { fourEyesCentavos: 1_000, solo: { count: 1_000, centavos: 1e12 } },
          { id: maker.id, ip: null },
          body,
        ).catch((error: unknown) => {
          expect(error).toBeInstanceOf(ApiError)
          expect((error as ApiError).code).toBe(Code.CorrectionBelowZero)
          expect(model[correction.account] + signed).toBeLessThan(0)
          return null
        })
        if (made === null) continue
        if (correction.amount > 1_000) {
          expect(made.status).toBe('pending')
          continue
        }
        model[correction.account] += signed
        expect(made.balanceAfter).toBe(model[correction.account])
      }
      const balances = await getBalances(db, userId)
      expect({ wallet: balances.wallet, game: balances.game }).toEqual(model)
      const ledger = await auditLedger(db)
      expect(ledger.unbalanced).toEqual([])
      expect(ledger.drifted).toEqual([])
      expect(ledger.negative).toEqual([])
      expect(ledger.total).toBe(0)
    }),
    { numRuns: 25 },
  )
})
