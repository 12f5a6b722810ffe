import { rowsOf } from '@server/db/rows'
import { getBalances } from '@server/services/ledger'
import { monthAt, shiftMonth } from '@server/services/partnerPlans/month'
import { freezeMonth } from '@server/services/partnerPlans/statements'
import type {
  PartnerPlanList,
  PartnerStatementDetail,
  PartnerStatementList,
} from '@src/contract/partner-plans'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { secondOperator } from '../corrections/fixtures'
import { call, serverWithOperator } from '../helpers'
import { backdate } from '../reports/reportFixtures'
import { attribute, moveMoney, partner, planFor, player } from './planFixtures'

const given = serverWithOperator()

/** POST /api/admin/<path> as the file's operator, or as the operator holding `token`. */
const asOperator = <T>(path: string, body: unknown, token = given.operator) =>
  call<T>(given.server.app, `admin/${path}`, body, { token })
const current = monthAt(new Date())
const previous = shiftMonth(current, -1)

describe('plans in the console', () => {
  test('a plan that does not add up is refused with 2100 and nothing is written', async () => {
    const { db } = given.server
    const count = async () =>
      Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from partner_plans`))[0]?.n)
    const before = await count()
    for (const body of [
      { name: 'cpa without amount', kind: 'cpa', texts: { pt: 'CPA' } },
      {
        name: 'tiers not from 0',
        kind: 'revenue_share',
        tiers: [{ fromNgr: 100, rateBps: 2500 }],
        texts: { pt: 'RS' },
      },
      {
        name: 'tiers out of order',
        kind: 'revenue_share',
        tiers: [
          { fromNgr: 0, rateBps: 2500 },
          { fromNgr: 0, rateBps: 3000 },
        ],
        texts: { pt: 'RS' },
      },
      {
        name: 'hybrid without tiers',
        kind: 'hybrid',
        cpa: { amount: 5000, minDeposits: 0, minWagered: 0 },
        texts: { pt: 'H' },
      },
    ]) {
      const answer = await asOperator('partner_plan_create', body)
      expect(answer.code, body.name).toBe(2100)
    }
    expect(await count()).toBe(before)
  })

  test('a hybrid plan is created, listed, and assigned from this month on; a past month is refused with 2102', async () => {
    const { db } = given.server
    const owner = await partner(db)
    const created = await asOperator<PartnerPlanList>('partner_plan_create', {
      name: 'Híbrido 30',
      kind: 'hybrid',
      cpa: { amount: 10_000, minDeposits: 5_000, minWagered: 20_000 },
      tiers: [
        { fromNgr: 0, rateBps: 2_500 },
        { fromNgr: 1_000_000, rateBps: 3_000 },
      ],
      subShareBps: 500,
      texts: { pt: 'R$ 100 por jogador qualificado e 25 % da receita líquida' },
    })
    expect(created.code).toBe(1)
    const plan = created.data.plans.find((row) => row.name === 'Híbrido 30')
    expect(plan?.cpa).toEqual({ amount: 10_000, minDeposits: 5_000, minWagered: 20_000 })
    const past = await asOperator('partner_plan_assign', {
      partnerId: owner.id,
      planId: plan?.id,
      fromMonth: previous,
    })
    expect(past.code).toBe(2102)
    const unknown = await asOperator('partner_plan_assign', {
      partnerId: owner.id,
      planId: 999_999,
      fromMonth: current,
    })
    expect(unknown.code).toBe(2101)
    const assigned = await asOperator<PartnerPlanList>('partner_plan_assign', {
      partnerId: owner.id,
      planId: plan?.id,
      fromMonth: current,
    })
    expect(assigned.code).toBe(1)
    expect(assigned.data.partners.find((row) => row.id === owner.id)?.assignments).toEqual([
      { planId: plan?.id, fromMonth: current },
    ])
  })

  test('approving and suspending a partner is audited', async () => {
    const { db } = given.server
    const pending = await partner(db, { status: 'pending' })
    for (const status of ['approved', 'suspended'] as const) {
      const answer = await asOperator<PartnerPlanList>('partner_status', { partnerId: pending.id, status })
      expect(answer.data.partners.find((row) => row.id === pending.id)?.status).toBe(status)
    }
    const audited = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from audit_log where target = ${`partner:${pending.id}`}`,
      ),
    )
    expect(audited[0]?.n).toBe(2)
  })
})

describe('a partner made in the console', () => {
  test('one operator proposes a player, who stays pending until another operator approves; both audited', async () => {
    const { app, db } = given.server
    const account = await player(db)
    const proposer = given.operator
    const checker = await secondOperator(db)
    const proposed = await asOperator<PartnerPlanList>('partner_create', { userId: account.id }, proposer)
    expect(proposed.code).toBe(1)
    const row = proposed.data.partners.find((candidate) => candidate.userId === account.id)
    expect(row).toMatchObject({ status: 'pending', parentId: null, assignments: [] })
    // A pending partner's clicks are refused: nothing of theirs is tracked yet.
    const click = await call(app, 'partner/click', { partner: row?.id, source: 'link' })
    expect(click.code).toBe(2070)
    // The proposer is not its checker.
    const own = await asOperator('partner_status', { partnerId: row?.id, status: 'approved' }, proposer)
    expect(own.code).toBe(2141)
    const approved = await asOperator<PartnerPlanList>(
      'partner_status',
      { partnerId: row?.id, status: 'approved' },
      checker.token,
    )
    expect(approved.data.partners.find((candidate) => candidate.id === row?.id)?.status).toBe('approved')
    expect((await call(app, 'partner/click', { partner: row?.id, source: 'link' })).code).toBe(1)
    const audited = rowsOf<{ action: string; actor_id: number }>(
      await db.execute(
        sql`select action, actor_id from audit_log where target = ${`partner:${row?.id}`} order by id`,
      ),
    )
    expect(audited.map(({ action }) => action)).toEqual(['partner.create', 'partner.status'])
    expect(Number(audited[1]?.actor_id)).toBe(checker.id)
  })

  test('a partner twice (2140), an unknown player (1620) and a console account (1725) are refused, nothing written', async () => {
    const { db } = given.server
    const count = async () =>
      Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from partners`))[0]?.n)
    const existing = await partner(db, { status: 'suspended' })
    const operator = await secondOperator(db)
    const before = await count()
    for (const [userId, code] of [
      [existing.userId, 2140],
      [2_000_000_000, 1620],
      [operator.id, 1725],
    ] as const) {
      const answer = await asOperator('partner_create', { userId })
      expect([userId, answer.code]).toEqual([userId, code])
    }
    expect(await count()).toBe(before)
  })
})

describe("a month's statement", () => {
  test('is frozen from the ledger, approved by one operator and released by another, then the partner withdraws it', async () => {
    const { app, db } = given.server
    const parent = await partner(db)
    const owner = await partner(db, { parentId: parent.id })
    await planFor(db, parent.id, previous, {
      kind: 'revenue_share',
      tiers: [{ fromNgr: 0, rateBps: 1_000 }],
      subShareBps: 1_000,
    })
    await planFor(db, owner.id, previous, {
      kind: 'revenue_share',
      tiers: [
        { fromNgr: 0, rateBps: 2_000 },
        { fromNgr: 50_000, rateBps: 3_000 },
      ],
    })
    const [a, b, stranger] = [await player(db), await player(db), await player(db)]
    await attribute(db, a.id, owner.id)
    await attribute(db, b.id, owner.id)
    const day = `${previous.slice(0, 8)}10`
    // a: deposits 1,000.00, stakes 800.00, wins 200.00, a 50.00 bonus: NGR 550.00. b: stakes 100.00, wins 300.00:
    // NGR -200.00. The stranger's stake counts for nobody.
    for (const [userId, kind, amount] of [
      [a.id, 'deposit', 100_000],
      [a.id, 'stake', 80_000],
      [a.id, 'win', 20_000],
      [a.id, 'bonus', 5_000],
      [b.id, 'deposit', 10_000],
      [b.id, 'stake', 10_000],
      [b.id, 'win', 30_000],
      [stranger.id, 'deposit', 50_000],
      [stranger.id, 'stake', 50_000],
    ] as const)
      await backdate(db, await moveMoney(db, userId, kind, amount), day, 0.5)

    expect(await freezeMonth(db, previous)).toBe(2)
    // A second run writes nothing: each partner's month is frozen once.
    expect(await freezeMonth(db, previous)).toBe(0)

    const list = await asOperator<PartnerStatementList>('partner_statements', {
      month: previous,
      partnerId: owner.id,
    })
    const [statement] = list.data.statements
    // NGR 350.00 reaches no higher tier: 20 % is 70.00.
    expect(statement).toMatchObject({
      ngr: 35_000,
      rateBps: 2_000,
      revenueShare: 7_000,
      total: 7_000,
      state: 'frozen',
    })
    const detail = await asOperator<PartnerStatementDetail>('partner_statement', { id: statement?.id })
    expect(detail.data.lines.map((line) => [line.userId, line.ngr]).sort()).toEqual(
      [
        [a.id, 55_000],
        [b.id, -20_000],
      ].sort(),
    )
    expect(detail.data.lines.reduce((sum, line) => sum + line.ngr, 0)).toBe(statement?.ngr)
    // The parent shares 10 % of its sub-partner's commission: 7.00.
    const parentStatement = (
      await asOperator<PartnerStatementList>('partner_statements', { month: previous, partnerId: parent.id })
    ).data.statements[0]
    expect(parentStatement).toMatchObject({ ngr: 0, subShare: 700, total: 700 })

    // Maker and checker: the approver may not release; nothing moves before the release.
    const approved = await asOperator<PartnerStatementDetail>('partner_statement_approve', {
      id: statement?.id,
    })
    expect(approved.data.statement.state).toBe('approved')
    const twice = await asOperator('partner_statement_approve', { id: statement?.id })
    expect(twice.code).toBe(2105)
    const byMaker = await asOperator('partner_statement_pay', { id: statement?.id })
    expect(byMaker.code).toBe(2106)
    expect((await getBalances(db, owner.userId)).wallet).toBe(0)
    const checker = await secondOperator(db)
    const paid = await asOperator<PartnerStatementDetail>(
      'partner_statement_pay',
      { id: statement?.id },
      checker.token,
    )
    expect(paid.data.statement.state).toBe('paid')
    expect((await getBalances(db, owner.userId)).wallet).toBe(7_000)
    const again = await asOperator('partner_statement_pay', { id: statement?.id }, checker.token)
    expect(again.code).toBe(2105)
    expect((await getBalances(db, owner.userId)).wallet).toBe(7_000)

    // The partner reads their own statements; another partner's id is none of theirs; a player is no partner.
    const own = await call<PartnerStatementList>(app, 'partner/statements', {}, { token: owner.token })
    expect(own.data.statements.map((row) => row.id)).toEqual([statement?.id])
    const notTheirs = await call(
      app,
      'partner/statement',
      { id: parentStatement?.id },
      { token: owner.token },
    )
    expect(notTheirs.code).toBe(2104)
    const notPartner = await call(app, 'partner/statements', {}, { token: a.token })
    expect(notPartner.code).toBe(2072)
  })

  test('negative NGR carries to the next month and a suspended partner is not paid', async () => {
    const { db } = given.server
    const owner = await partner(db)
    const older = shiftMonth(previous, -1)
    await planFor(db, owner.id, older, { kind: 'revenue_share', tiers: [{ fromNgr: 0, rateBps: 5_000 }] })
    const lucky = await player(db)
    await attribute(db, lucky.id, owner.id)
    await backdate(db, await moveMoney(db, lucky.id, 'deposit', 10_000), `${older.slice(0, 8)}05`, 0.5)
    await backdate(db, await moveMoney(db, lucky.id, 'win', 30_000), `${older.slice(0, 8)}06`, 0.5)
    await backdate(db, await moveMoney(db, lucky.id, 'stake', 40_000), `${previous.slice(0, 8)}06`, 0.5)
    await freezeMonth(db, older)
    await freezeMonth(db, previous)
    const { data } = await asOperator<PartnerStatementList>('partner_statements', { partnerId: owner.id })
    const [later, first] = data.statements
    expect(first).toMatchObject({ month: older, ngr: -30_000, carryOut: -30_000, total: 0, state: 'void' })
    // 400.00 less the 300.00 carried: half of 100.00.
    expect(later).toMatchObject({
      month: previous,
      ngr: 40_000,
      carryIn: -30_000,
      carryOut: 0,
      revenueShare: 5_000,
    })
    await asOperator('partner_statement_approve', { id: later?.id })
    await asOperator('partner_status', { partnerId: owner.id, status: 'suspended' })
    const checker = await secondOperator(db)
    const refused = await asOperator('partner_statement_pay', { id: later?.id }, checker.token)
    expect(refused.code).toBe(2107)
    expect((await getBalances(db, owner.userId)).wallet).toBe(0)
  })
})
