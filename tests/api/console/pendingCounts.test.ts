import { riskCases } from '@server/db/schema/risk'
import { hashPassword } from '@server/services/accounts/passwords'
import { createUser } from '@server/services/accounts/users'
import { Code } from '@src/contract/codes'
import type { PendingCounts } from '@src/contract/console'
import type { PendingQueue } from '@src/contract/console-values'
import type { Correction } from '@src/contract/corrections'
import { beforeAll, describe, expect, test } from 'vitest'
import { correct, decide, secondOperator } from '../corrections/fixtures'
import { createPlayer, newPhone, sharedServer } from '../helpers'
import { payoutPlayer, requestWithdrawal } from '../money/payoutFixtures'
import { consoleCall, createOperatorWithRole, logIn, type Operator } from './consoleFixtures'

const given = sharedServer()

const operators = {} as Record<'support' | 'finance' | 'risk' | 'admin', Operator>
beforeAll(async () => {
  for (const role of ['support', 'finance', 'risk', 'admin'] as const)
    operators[role] = await createOperatorWithRole(given.server, role)
})

const countsOf = async (token: string): Promise<Partial<Record<PendingQueue, number>>> => {
  const answer = await consoleCall<PendingCounts>(given.server.app, 'admin/pending_counts', undefined, token)
  expect(answer.code).toBe(Code.Ok)
  return Object.fromEntries(answer.data.list.map(({ queue, count }) => [queue, count]))
}

describe('admin/pending_counts: what waits for the operator', () => {
  test('each role gets the counts of the queues it may open, and no other', async () => {
    const queues = async (token: string) => Object.keys(await countsOf(token))
    const all = ['payouts', 'corrections', 'riskCases', 'identityChecks']
    expect(await queues(operators.support.token)).toEqual(all)
    expect(await queues(operators.finance.token)).toEqual(['payouts', 'corrections'])
    expect(await queues(operators.risk.token)).toEqual(all)
    expect(await queues(operators.admin.token)).toEqual(all)

    // An account whose only right is the game catalogue waits for nothing: no queue, not zeros.
    const phone = newPhone()
    const password = 'games only operator 1'
    await createUser(given.server.db, {
      phone,
      passwordHash: await hashPassword(password),
      permissions: ['console:games:manage'],
    })
    expect(await queues(await logIn(given.server.app, phone, password))).toEqual([])

    const player = await createPlayer(given.server.app)
    const refused = await consoleCall(given.server.app, 'admin/pending_counts', undefined, player.token)
    expect(refused.code).toBe(Code.Forbidden)
  })

  test('a withdrawal, a correction, a risk case and an identity waiting each count once, until decided', async () => {
    const { app, db } = given.server
    const before = await countsOf(operators.admin.token)

    // A withdrawal nobody pays yet (no payout provider here: an operator pays it), by a player whose
    // identity waits for a decision.
    const { player, accountId } = await payoutPlayer(given.server, { identity: 'pending' })
    await requestWithdrawal(given.server, player, accountId, 5_000)
    const made = await correct(app, operators.admin.token, { userId: player.user.id, amount: 150_000 })
    expect(made.data.status).toBe('pending')
    await db
      .insert(riskCases)
      .values({ userId: player.user.id, rule: 'depositSpike', deadline: new Date(Date.now() + 86_400_000) })

    const after = await countsOf(operators.admin.token)
    expect(after).toEqual({
      payouts: (before.payouts ?? 0) + 1,
      corrections: (before.corrections ?? 0) + 1,
      riskCases: (before.riskCases ?? 0) + 1,
      identityChecks: (before.identityChecks ?? 0) + 1,
    })

    const checker = await secondOperator(db)
    const approved = await decide(app, checker.token, 'approve', made.data.id)
    expect((approved.data as Correction).status).toBe('applied')
    expect((await countsOf(operators.finance.token)).corrections).toBe(before.corrections ?? 0)
  })
})
