import { verifyChain } from '@server/services/audit'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { expect, test } from 'vitest'
import { createPostgresTestServer, describeOnPostgres, serverWithOperator } from '../helpers'
import { auditLedger } from '../services/ledgerFixtures'
import { correct, decide, fundedPlayer, secondOperator } from './fixtures'

describeOnPostgres('balance corrections under concurrency', () => {
  // given.operator makes the corrections, with the solo daily limits out of reach: what is raced here is the
  // balance (the limits' own race is in console/whoMayDoWhat.test.ts).
  const given = serverWithOperator(() =>
    createPostgresTestServer({ config: { correctionSolo: { count: 1_000, centavos: 1e12 } } }),
  )

  test('two operators approving the same correction at once move the money once', async () => {
    const userId = await fundedPlayer(given.server.db, 0)
    const [first, second] = [await secondOperator(given.server.db), await secondOperator(given.server.db)]
    const made = await correct(given.server.app, given.operator, { userId, amount: 200_000 })
    expect(made.data.status).toBe('pending')
    const answers = await Promise.all(
      [first, second, first, second].map((checker) =>
        decide(given.server.app, checker.token, 'approve', made.data.id),
      ),
    )
    expect(answers.filter((answer) => answer.code === Code.Ok)).toHaveLength(1)
    expect(answers.filter((answer) => answer.code === Code.CorrectionDecided)).toHaveLength(3)
    expect((await getBalances(given.server.db, userId)).wallet).toBe(200_000)
  })

  test('a maker approving their own correction is refused, even alongside another approval', async () => {
    const userId = await fundedPlayer(given.server.db, 0)
    const checker = await secondOperator(given.server.db)
    const made = await correct(given.server.app, given.operator, { userId, amount: 200_000 })
    const [own, other] = await Promise.all([
      decide(given.server.app, given.operator, 'approve', made.data.id),
      decide(given.server.app, checker.token, 'approve', made.data.id),
    ])
    expect([Code.CorrectionOwnDecision, Code.CorrectionDecided]).toContain(own.code)
    expect(other.code).toBe(Code.Ok)
    expect((await getBalances(given.server.db, userId)).wallet).toBe(200_000)
  })

  test('fifty debits at once never take a balance below zero', async () => {
    const userId = await fundedPlayer(given.server.db, 10_000)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        correct(given.server.app, given.operator, {
          userId,
          direction: 'debit',
          amount: 300,
          reason: 'chargeback',
          idempotencyKey: `race-debit-${userId}-${index}`,
        }),
      ),
    )
    const applied = answers.filter((answer) => answer.code === Code.Ok)
    expect(applied).toHaveLength(33)
    expect(answers.filter((answer) => answer.code === Code.CorrectionBelowZero)).toHaveLength(17)
    expect((await getBalances(given.server.db, userId)).wallet).toBe(10_000 - 33 * 300)
    const ledger = await auditLedger(given.server.db)
    expect(ledger.negative).toEqual([])
    expect(ledger.drifted).toEqual([])
    // Fifty writers at once on the chain: it stays one chain.
    expect((await verifyChain(given.server.db)).ok).toBe(true)
  })
})
