import { verifyChain } from '@server/services/audit'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPostgresTestServer, describeOnPostgres, operatorToken, type TestServer } from '../helpers'
import { auditLedger } from '../services/ledgerFixtures'
import { correct, decide, fundedPlayer, secondOperator } from './fixtures'

describeOnPostgres('balance corrections under concurrency', () => {
  let server: TestServer
  let maker: string
  beforeAll(async () => {
    server = await createPostgresTestServer()
    maker = await operatorToken(server)
  })
  afterAll(() => server?.close())

  test('two operators approving the same correction at once move the money once', async () => {
    const userId = await fundedPlayer(server.db, 0)
    const [first, second] = [await secondOperator(server.db), await secondOperator(server.db)]
    const made = await correct(server.app, maker, { userId, amount: 200_000 })
    expect(made.data.status).toBe('pending')
    const answers = await Promise.all(
      [first, second, first, second].map((checker) =>
        decide(server.app, checker.token, 'approve', made.data.id),
      ),
    )
    expect(answers.filter((answer) => answer.code === Code.Ok)).toHaveLength(1)
    expect(answers.filter((answer) => answer.code === Code.CorrectionDecided)).toHaveLength(3)
    expect((await getBalances(server.db, userId)).wallet).toBe(200_000)
  })

  test('a maker approving their own correction is refused, even alongside another approval', async () => {
    const userId = await fundedPlayer(server.db, 0)
    const checker = await secondOperator(server.db)
    const made = await correct(server.app, maker, { userId, amount: 200_000 })
    const [own, other] = await Promise.all([
      decide(server.app, maker, 'approve', made.data.id),
      decide(server.app, checker.token, 'approve', made.data.id),
    ])
    expect([Code.CorrectionOwnDecision, Code.CorrectionDecided]).toContain(own.code)
    expect(other.code).toBe(Code.Ok)
    expect((await getBalances(server.db, userId)).wallet).toBe(200_000)
  })

  test('fifty debits at once never take a balance below zero', async () => {
    const userId = await fundedPlayer(server.db, 10_000)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        correct(server.app, maker, {
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
    expect((await getBalances(server.db, userId)).wallet).toBe(10_000 - 33 * 300)
    const ledger = await auditLedger(server.db)
    expect(ledger.negative).toEqual([])
    expect(ledger.drifted).toEqual([])
    // Fifty writers at once on the chain: it stays one chain.
    expect((await verifyChain(server.db)).ok).toBe(true)
  })
})
