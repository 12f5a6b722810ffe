import type { PlayerAccountKind, SystemAccountKind } from '@server/db/schema/wallet'
import type { ApiError } from '@server/envelope'
import { type AccountRef, getBalances, type TransferRequest, transfer } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { auditLedger, insertPlayer, SOUND_LEDGER } from './ledgerFixtures'

const given = sharedServer()

const PLAYER_KINDS: PlayerAccountKind[] = ['wallet', 'game']
const SYSTEM_KINDS: SystemAccountKind[] = ['house', 'deposits', 'payouts', 'rewards']

/** An account by position: 0-5 are the three players' wallet and game accounts, 6-9 the house's. */
const accountArb = fc.integer({ min: 0, max: 9 })
const moveArb = fc.record({
  from: accountArb,
  to: accountArb,
  amount: fc.integer({ min: 1, max: 5_000 }),
  // Few keys for many moves: some moves repeat a key, as a retry (same move) or a client bug (another move).
  key: fc.integer({ min: 0, max: 25 }),
})

let run = 0

test('random transfers keep every movement balanced and every balance equal to its entries and to a simple model', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(moveArb, { minLength: 1, maxLength: 40 }), async (moves) => {
      run += 1
      const players = [
        await insertPlayer(given.server.db),
        await insertPlayer(given.server.db),
        await insertPlayer(given.server.db),
      ]
      const refOf = (index: number): AccountRef =>
        index < 6
          ? {
              userId: players[Math.floor(index / 2)] as number,
              kind: PLAYER_KINDS[index % 2] as PlayerAccountKind,
            }
          : { system: SYSTEM_KINDS[index - 6] as SystemAccountKind }
      const model = new Map<number, number>()
      const seen = new Map<number, string>()

      for (const move of moves) {
        const request: TransferRequest = {
          key: `prop:${run}:${move.key}`,
          reason: 'adjustment',
          reference: 'property',
          from: refOf(move.from),
          to: refOf(move.to),
          amount: move.amount,
        }
        const signature = JSON.stringify([move.from, move.to, move.amount])
        const outcome = await transfer(given.server.db, request).then(
          (result) => ({ replayed: result.replayed, code: Code.Ok as number }),
          (error: ApiError) => ({ replayed: false, code: error.code as number }),
        )
        const first = seen.get(move.key)
        if (first !== undefined) {
          expect(outcome).toEqual(
            first === signature
              ? { replayed: true, code: Code.Ok }
              : { replayed: false, code: Code.IdempotencyKeyReused },
          )
          continue
        }
        const held = model.get(move.from) ?? 0
        if (move.from < 6 && held < move.amount) {
          expect(outcome.code).toBe(Code.InsufficientFunds)
          continue
        }
        expect(outcome).toEqual({ replayed: false, code: Code.Ok })
        seen.set(move.key, signature)
        model.set(move.from, held - move.amount)
        model.set(move.to, (model.get(move.to) ?? 0) + move.amount)
      }

      for (const [index, userId] of players.entries()) {
        const balances = await getBalances(given.server.db, userId)
        expect([balances.wallet, balances.game]).toEqual([
          model.get(index * 2) ?? 0,
          model.get(index * 2 + 1) ?? 0,
        ])
      }
      expect(await auditLedger(given.server.db)).toEqual(SOUND_LEDGER)
    }),
    { numRuns: 100 },
  )
})
