import { ledgerTransactions } from '@server/db/schema/wallet'
import { verifyChain } from '@server/services/audit'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { AuditRow, BalanceHistoryPage, CorrectionPage } from '@src/contract/corrections'
import type { Paged } from '@src/contract/paging'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, serverWithOperator } from '../helpers'
import { correct, decide, fundedPlayer, secondOperator } from './fixtures'

const given = serverWithOperator()
let checker: { id: number; token: string }

beforeAll(async () => {
  checker = await secondOperator(given.server.db)
})

/** Above the default four-eyes amount of R$ 1.000,00. */
const LARGE = 150_000

describe('a correction up to the four-eyes amount', () => {
  test('a goodwill credit reaches the wallet at once, through the ledger, with its audit row', async () => {
    const { app, db } = given.server
    const userId = await fundedPlayer(db, 0)
    const made = await correct(app, given.operator, { userId, amount: 2_500 })
    expect(made.code).toBe(Code.Ok)
    expect(made.data).toMatchObject({
      status: 'applied',
      fourEyes: false,
      balanceAfter: 2_500,
      checker: null,
    })
    expect((await getBalances(db, userId)).wallet).toBe(2_500)
    const moved = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `correction:${made.data.id}`))
    expect(moved.map((row) => row.reason)).toEqual(['correction'])
    const audit = await call<Paged<AuditRow>>(
      app,
      'admin/audit_log',
      { target: `user:${userId}` },
      { token: given.operator },
    )
    expect(audit.data.list.map((row) => row.action)).toEqual(['correction.apply'])
    expect(audit.data.list[0]?.after).toMatchObject({ amount: 2_500, direction: 'credit', status: 'applied' })
  })

  test('a debit of the game balance never takes it below zero: refused, nothing recorded', async () => {
    const { app, db } = given.server
    const userId = await fundedPlayer(db, 500)
    // One cent more than the wallet holds, and any debit of the empty game balance.
    for (const [account, amount] of [
      ['wallet', 501],
      ['game', 1],
    ] as const) {
      const refused = await correct(app, given.operator, { userId, account, direction: 'debit', amount })
      expect(refused.code, account).toBe(Code.CorrectionBelowZero)
    }
    expect(await getBalances(db, userId)).toMatchObject({ wallet: 500, game: 0 })
    const list = await call<CorrectionPage>(app, 'admin/corrections', { userId }, { token: given.operator })
    expect(list.data.total).toBe(0)
    const exact = await correct(app, given.operator, {
      userId,
      direction: 'debit',
      amount: 500,
      reason: 'chargeback',
    })
    expect(exact.data).toMatchObject({ status: 'applied', balanceAfter: 0 })
  })

  test('the same idempotency key answers the first correction; for another correction it is refused', async () => {
    const { app, db } = given.server
    const userId = await fundedPlayer(db, 0)
    const body = { userId, amount: 700, idempotencyKey: `retry-${userId}-abc` }
    const first = await correct(app, given.operator, body)
    const again = await correct(app, given.operator, body)
    expect(again.data.id).toBe(first.data.id)
    expect((await getBalances(db, userId)).wallet).toBe(700)
    const other = await correct(app, given.operator, { ...body, amount: 701 })
    expect(other.code).toBe(Code.CorrectionKeyReused)
  })

  test('a correction of a player nobody has is refused', async () => {
    const made = await correct(given.server.app, given.operator, { userId: 2_000_000_000 })
    expect(made.code).toBe(Code.PlayerNotFound)
  })
})

describe('a correction above the four-eyes amount', () => {
  test('waits moving nothing; the maker cannot approve it; a second operator applies it once', async () => {
    const { app, db } = given.server
    const userId = await fundedPlayer(db, 0)
    const made = await correct(app, given.operator, { userId, amount: LARGE, reason: 'errorFix' })
    expect(made.data).toMatchObject({ status: 'pending', fourEyes: true, balanceAfter: null })
    expect((await getBalances(db, userId)).wallet).toBe(0)

    const own = await decide(app, given.operator, 'approve', made.data.id)
    expect(own.code).toBe(Code.CorrectionOwnDecision)
    expect((await getBalances(db, userId)).wallet).toBe(0)

    const approved = await decide(app, checker.token, 'approve', made.data.id)
    expect(approved.data).toMatchObject({
      status: 'applied',
      balanceAfter: LARGE,
      checker: { id: checker.id },
    })
    expect((await getBalances(db, userId)).wallet).toBe(LARGE)

    const twice = await decide(app, checker.token, 'approve', made.data.id)
    expect(twice.code).toBe(Code.CorrectionDecided)
    expect((await getBalances(db, userId)).wallet).toBe(LARGE)

    const audit = await call<Paged<AuditRow>>(
      app,
      'admin/audit_log',
      { target: `user:${userId}`, action: 'correction.' },
      { token: given.operator },
    )
    expect(audit.data.list.map((row) => row.action)).toEqual(['correction.approve', 'correction.request'])
  })

  test('a rejected correction never moves; it cannot be approved after', async () => {
    const { app, db } = given.server
    const userId = await fundedPlayer(db, 0)
    const made = await correct(app, given.operator, { userId, amount: LARGE })
    const rejected = await decide(app, checker.token, 'reject', made.data.id, 'no evidence')
    expect(rejected.data).toMatchObject({ status: 'rejected', rejection: 'no evidence' })
    expect((await decide(app, given.operator, 'approve', made.data.id)).code).toBe(Code.CorrectionDecided)
    expect((await getBalances(db, userId)).wallet).toBe(0)
  })

  test('a pending debit larger than the balance at approval stays pending, nothing moved', async () => {
    const { app, db } = given.server
    const userId = await fundedPlayer(db, LARGE)
    const made = await correct(app, given.operator, { userId, amount: LARGE, direction: 'debit' })
    await correct(app, given.operator, { userId, amount: 1, direction: 'debit' })
    const approved = await decide(app, checker.token, 'approve', made.data.id)
    expect(approved.code).toBe(Code.CorrectionBelowZero)
    const list = await call<CorrectionPage>(
      app,
      'admin/corrections',
      { userId, status: 'pending' },
      { token: given.operator },
    )
    expect(list.data.list.map((row) => row.id)).toEqual([made.data.id])
    expect((await getBalances(db, userId)).wallet).toBe(LARGE - 1)
  })

  test('an unknown correction is named as such', async () => {
    expect((await decide(given.server.app, checker.token, 'approve', 2_000_000_000)).code).toBe(
      Code.CorrectionNotFound,
    )
  })
})

test('the player sees an applied correction in their balance history, labelled in their language', async () => {
  const { app, db } = given.server
  const player = await createPlayer(app)
  await correct(app, given.operator, { userId: player.user.id, amount: 1_234, reason: 'goodwill' })
  const pending = await correct(app, given.operator, { userId: player.user.id, amount: LARGE })
  const history = await call<BalanceHistoryPage>(
    app,
    'index/balance_history',
    {},
    { token: player.token, lang: 'pt' },
  )
  expect(history.data.list).toEqual([
    expect.objectContaining({
      amount: 1_234,
      account: 'wallet',
      reason: 'goodwill',
      label: 'Crédito de cortesia',
      balanceAfter: 1_234,
    }),
  ])
  expect(pending.data.status).toBe('pending')
  expect((await getBalances(db, player.user.id)).wallet).toBe(1_234)
})

test('a player gets 403 from every correction and audit call, and the refusal is audited', async () => {
  const { app } = given.server
  const player = await createPlayer(app)
  const calls: [string, unknown][] = [
    [
      'admin/correction_create',
      {
        userId: player.user.id,
        account: 'wallet',
        direction: 'credit',
        amount: 1,
        reason: 'other',
        comment: 'x',
        idempotencyKey: 'player-try-1',
      },
    ],
    ['admin/correction_approve', { id: 1 }],
    ['admin/correction_reject', { id: 1, why: 'x' }],
    ['admin/corrections', {}],
    ['admin/audit_log', {}],
    ['admin/audit_chain', undefined],
  ]
  for (const [path, body] of calls) {
    expect((await call(app, path, body, { token: player.token })).code, path).toBe(Code.Forbidden)
    expect((await call(app, path, body)).code, path).toBe(Code.SessionExpired)
  }
  const denials = await call<Paged<AuditRow>>(
    app,
    'admin/audit_log',
    { actorId: player.user.id, action: 'denied' },
    { token: given.operator },
  )
  expect(denials.data.list.map((row) => row.target)).toContain('/api/admin/correction_create')
  expect((await verifyChain(given.server.db)).ok).toBe(true)
})
