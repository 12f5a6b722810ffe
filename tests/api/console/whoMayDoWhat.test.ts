import { readFileSync } from 'node:fs'
import { riskCases } from '@server/db/schema/risk'
import { linkPlayerAccount } from '@server/services/accounts/duties'
import { OPERATOR_ROLES, type OperatorRole } from '@server/services/accounts/operatorRoles'
import { getBalances } from '@server/services/ledger'
import { runPayouts } from '@server/services/money/payouts'
import { monthAt, shiftMonth } from '@server/services/partnerPlans/month'
import { freezeMonth, listStatements } from '@server/services/partnerPlans/statements'
import { PixPayoutSimulator } from '@simulator/pixPayout'
import { Code } from '@src/contract/codes'
import type { Correction } from '@src/contract/corrections'
import type { AdminOrder } from '@src/contract/money'
import type { PartnerPlanList } from '@src/contract/partner-plans'
import { beforeAll, describe, expect, test } from 'vitest'
import { fundedPlayer } from '../corrections/fixtures'
import { createPlayer, describeOnPostgres, type Player, sharedServer, type TestServer } from '../helpers'
import { moneyCall, PNG, pixOrder, upload } from '../money/fixtures'
import { payoutOf, payoutPlayer, requestWithdrawal } from '../money/payoutFixtures'
import { attribute, moveMoney, partner, planFor, player } from '../partners/planFixtures'
import { backdate } from '../reports/reportFixtures'
import { consoleCall, createOperatorWithRole, type Operator } from './consoleFixtures'

const given = sharedServer()

/** The "Who may do what" table of docs/console.md: route, roles, own account, amount. */
const table = (): { route: string; roles: string[]; own: string; amount: string }[] => {
  const docs = readFileSync('docs/console.md', 'utf8')
  const section = docs.slice(docs.indexOf('## Who may do what'))
  return section
    .slice(0, section.indexOf('\n## ', 3))
    .split('\n')
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim())
      const route = /^`(admin\/\w+)`$/.exec(cells[1] ?? '')?.[1]
      if (!route) return []
      const roles = (cells[3] ?? '').split(',').map((role) => role.trim())
      return [{ route, roles, own: cells[4] ?? '', amount: cells[5] ?? '' }]
    })
}

/**
 * Every console route the app registered, read from the app's route tree (printRoutes: a route whose path
 * extends another's is printed as a child holding the rest of it): new ones count too.
 */
const consoleRoutes = (app: TestServer['app']): { method: string; route: string }[] => {
  const paths: string[] = []
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const node = /^([│ ]*)(?:[├└]── )(\S+)(?: \(([^)]+)\))?$/.exec(line)
      if (!node?.[2]) return []
      const depth = (node[1] ?? '').length / 4
      const path = (paths[depth - 1] ?? '') + node[2]
      paths[depth] = path
      if (!path.startsWith('/api/admin/') || !node[3]) return []
      return node[3]
        .split(',')
        .map((method) => method.trim())
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, route: path.slice('/api/'.length) }))
    })
}

const ROLES = Object.keys(OPERATOR_ROLES) as OperatorRole[]

/** One operator per role, made once for the file. */
const operators = {} as Record<OperatorRole, Operator>
beforeAll(async () => {
  for (const role of ROLES) operators[role] = await createOperatorWithRole(given.server, role)
})

const as = <T>(operator: Operator, path: string, body: unknown) =>
  consoleCall<T>(given.server.app, path, body, operator.token)

/** A finance operator and the player account they own, linked to them. */
const operatorWithPlayer = async (): Promise<{ operator: Operator; player: Player }> => {
  const operator = await createOperatorWithRole(given.server, 'finance')
  const player = await createPlayer(given.server.app)
  await linkPlayerAccount(given.server.db, operator.id, player.phone)
  return { operator, player }
}

/** The operator proposes paying a top-up by hand, with a reason and a proof image of their own. */
const propose = async (operator: Operator, id: number, reason = 'PIX seen on the bank statement') => {
  const proof = await upload(given.server.app, operator.token, PNG)
  return as<AdminOrder>(operator, 'admin/review', { id, action: 'approve', reason, proofId: proof.data.id })
}

let keys = 0
const correction = (operator: Operator, body: Record<string, unknown>) =>
  as<Correction>(operator, 'admin/correction_create', {
    account: 'wallet',
    direction: 'credit',
    amount: 1_000,
    reason: 'goodwill',
    comment: 'PIX delayed by the bank',
    idempotencyKey: `duties-${process.pid}-${++keys}`,
    ...body,
  })

const wallet = async (userId: number) => (await getBalances(given.server.db, userId)).wallet

describe('the table of docs/console.md', () => {
  test('every console route the app registers has a row, and every row is a route', () => {
    const rows = table().map((row) => row.route)
    const routes = [...new Set(consoleRoutes(given.server.app).map(({ route }) => route))]
    expect(routes.filter((route) => !rows.includes(route))).toEqual([])
    expect(rows.filter((row) => !routes.includes(row))).toEqual([])
  })

  test('each role is refused exactly the routes its row leaves out', async () => {
    const routes = consoleRoutes(given.server.app)
    for (const { route, roles } of table()) {
      const { method } = routes.find((candidate) => candidate.route === route) ?? { method: 'POST' }
      for (const role of ROLES) {
        const response = await given.server.app.inject({
          method: method as 'GET' | 'POST',
          url: `/api/${route}`,
          headers: {
            token: operators[role].token,
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
          },
          remoteAddress: '10.20.30.40',
          ...(method === 'GET' ? {} : { payload: {} }),
        })
        const code = (response.json() as { code: number }).code
        expect([route, role, code === Code.Forbidden]).toEqual([route, role, !roles.includes(role)])
      }
    }
  })

  test('the rows that refuse the own account are the ones played below', () => {
    const refusing = table()
      .filter((row) => row.own.startsWith('refused'))
      .map((row) => row.route)
    expect(refusing.sort()).toEqual(
      [
        'admin/correction_approve',
        'admin/correction_create',
        'admin/correction_reject',
        'admin/partner_create',
        'admin/partner_statement_approve',
        'admin/partner_statement_pay',
        'admin/partner_status',
        'admin/review',
        'admin/risk_case_decide',
      ].sort(),
    )
  })
})

describe('admin/partner_create and admin/partner_status: a new partner', () => {
  test('the operator linked to a player may neither propose nor approve them as a partner, and the proposer may not approve', async () => {
    const account = await createPlayer(given.server.app)
    const owner = await createOperatorWithRole(given.server, 'admin')
    await linkPlayerAccount(given.server.db, owner.id, account.phone)
    const userId = account.user.id
    expect((await as(owner, 'admin/partner_create', { userId })).code).toBe(Code.OwnAccountDecision)
    const maker = await createOperatorWithRole(given.server, 'admin')
    const proposed = await as<PartnerPlanList>(maker, 'admin/partner_create', { userId })
    const partnerId = proposed.data.partners.find((row) => row.userId === userId)?.id
    const approve = (operator: Operator) =>
      as(operator, 'admin/partner_status', { partnerId, status: 'approved' })
    expect((await approve(owner)).code).toBe(Code.OwnAccountDecision)
    expect((await approve(maker)).code).toBe(Code.PartnerOwnProposal)
    const checker = await createOperatorWithRole(given.server, 'admin')
    expect((await approve(checker)).code).toBe(Code.Ok)
  })
})

describe("admin/partner_statement_approve and admin/partner_statement_pay: a partner's statement", () => {
  test('the operator linked to the partner may neither approve nor release it, and its approver may not release it', async () => {
    const { db } = given.server
    const month = shiftMonth(monthAt(new Date()), -1)
    const owner = await partner(db)
    await planFor(db, owner.id, month, { kind: 'revenue_share', tiers: [{ fromNgr: 0, rateBps: 2_500 }] })
    const brought = await player(db)
    await attribute(db, brought.id, owner.id)
    await moveMoney(db, brought.id, 'deposit', 10_000)
    await backdate(db, await moveMoney(db, brought.id, 'stake', 10_000), `${month.slice(0, 8)}15`, 0.5)
    await freezeMonth(db, month)
    const [statement] = await listStatements(db, { partnerId: owner.id })
    const linked = await createOperatorWithRole(given.server, 'finance')
    await linkPlayerAccount(db, linked.id, owner.phone)
    const id = statement?.id
    expect((await as(linked, 'admin/partner_statement_approve', { id })).code).toBe(Code.OwnAccountDecision)
    const maker = await createOperatorWithRole(given.server, 'finance')
    expect((await as(maker, 'admin/partner_statement_approve', { id })).code).toBe(Code.Ok)
    expect((await as(linked, 'admin/partner_statement_pay', { id })).code).toBe(Code.OwnAccountDecision)
    expect((await as(maker, 'admin/partner_statement_pay', { id })).code).toBe(Code.PartnerStatementMaker)
    expect(await wallet(owner.userId)).toBe(0)
    const checker = await createOperatorWithRole(given.server, 'finance')
    expect((await as(checker, 'admin/partner_statement_pay', { id })).code).toBe(Code.Ok)
    expect(await wallet(owner.userId)).toBe(2_500)
  })
})

describe('admin/review: top-ups no provider confirmed', () => {
  test('one operator alone cannot credit it: a proposal needs a reason and proof, and a second operator approves', async () => {
    const player = await createPlayer(given.server.app)
    const order = await pixOrder(given.server.app, player.token, 50_000)
    const maker = await createOperatorWithRole(given.server, 'finance')
    const checker = await createOperatorWithRole(given.server, 'finance')
    // Approved alone, with nothing to show: refused, nothing moves.
    expect((await as(maker, 'admin/review', { id: order.id, action: 'approve' })).code).toBe(
      Code.ProofRequired,
    )
    const proposed = await propose(maker, order.id)
    expect(proposed.data).toMatchObject({ status: 'unpaid', proposal: { operator: { id: maker.id } } })
    // The proposer approving again: refused, still nothing credited.
    expect((await as(maker, 'admin/review', { id: order.id, action: 'approve' })).code).toBe(Code.OwnProposal)
    expect(await wallet(player.user.id)).toBe(0)
    const approved = await as<AdminOrder>(checker, 'admin/review', { id: order.id, action: 'approve' })
    expect(approved.data).toMatchObject({ status: 'paid', reviewer: { id: checker.id } })
    expect(await wallet(player.user.id)).toBeGreaterThanOrEqual(50_000)
  })

  test("an operator's own top-up: they can make none as an operator, and cannot propose or approve their player account's", async () => {
    const { operator, player } = await operatorWithPlayer()
    const asPlayer = await moneyCall(
      given.server.app,
      'index/Withdraw_recharge',
      { type: 'recharge', amount: 5_000, channelId: 1 },
      { token: operator.token },
    )
    expect(asPlayer.code).toBe(Code.OperatorNotPlayer)
    const order = await pixOrder(given.server.app, player.token, 5_000)
    expect((await propose(operator, order.id)).code).toBe(Code.OwnAccountDecision)
    const other = await createOperatorWithRole(given.server, 'finance')
    expect((await propose(other, order.id)).code).toBe(Code.Ok)
    expect((await as(operator, 'admin/review', { id: order.id, action: 'approve' })).code).toBe(
      Code.OwnAccountDecision,
    )
    expect(await wallet(player.user.id)).toBe(0)
  })
})

describe('admin/review: held withdrawals above PAYOUT_AUTO_MAX', () => {
  test('cannot be cleared by the operator it pays, nor by one operator alone', async () => {
    const autoMax = given.server.config.payouts.rules.autoMax
    const { player, accountId } = await payoutPlayer(given.server, { wallet: autoMax * 3 })
    const operator = await createOperatorWithRole(given.server, 'finance')
    await linkPlayerAccount(given.server.db, operator.id, player.phone)
    const orderId = await requestWithdrawal(given.server, player, accountId, autoMax + 100)
    await runPayouts(given.server.db, new PixPayoutSimulator(), given.server.config.payouts.rules)
    expect(await payoutOf(given.server, orderId)).toMatchObject({ status: 'held', waitReason: 'amount' })
    const review = (by: Operator) => as<AdminOrder>(by, 'admin/review', { id: orderId, action: 'approve' })
    expect((await review(operator)).code).toBe(Code.OwnAccountDecision)
    const maker = await createOperatorWithRole(given.server, 'finance')
    expect((await review(maker)).data).toMatchObject({ payoutState: { status: 'held' }, proposal: {} })
    expect((await review(maker)).code).toBe(Code.OwnProposal)
    expect((await payoutOf(given.server, orderId)).status).toBe('held')
    const checker = await createOperatorWithRole(given.server, 'finance')
    expect((await review(checker)).data.payoutState?.status).toBe('approved')
    expect(await payoutOf(given.server, orderId)).toMatchObject({ approvedBy: checker.id })
  })
})

describe('admin/risk_case_decide: own accounts', () => {
  test('an operator cannot decide a case of their player account, whose held withdrawals clearing releases', async () => {
    const operator = await createOperatorWithRole(given.server, 'risk')
    const { player, accountId } = await payoutPlayer(given.server)
    await linkPlayerAccount(given.server.db, operator.id, player.phone)
    const [riskCase] = await given.server.db
      .insert(riskCases)
      .values({
        userId: player.user.id,
        rule: 'sharedIdentifier',
        deadline: new Date(Date.now() + 86_400_000),
      })
      .returning()
    const orderId = await requestWithdrawal(given.server, player, accountId, 10_000)
    await runPayouts(given.server.db, new PixPayoutSimulator(), given.server.config.payouts.rules)
    const decide = (by: Operator) =>
      as(by, 'admin/risk_case_decide', { id: riskCase?.id, decision: 'noAction', reason: 'Seen' })
    expect((await decide(operator)).code).toBe(Code.OwnAccountDecision)
    expect(await payoutOf(given.server, orderId)).toMatchObject({ status: 'held', waitReason: 'riskCase' })
    expect((await decide(operators.risk)).code).toBe(Code.Ok)
    expect((await payoutOf(given.server, orderId)).status).toBe('approved')
  })
})

describe('admin/correction_*: own accounts, beneficiaries, daily limits, protected players', () => {
  test("an operator's correction to their own account is refused, and an operator account has no wallet", async () => {
    const { operator, player } = await operatorWithPlayer()
    expect((await correction(operator, { userId: player.user.id })).code).toBe(Code.OwnAccountDecision)
    expect((await correction(operator, { userId: operator.id })).code).toBe(Code.OperatorNotPlayer)
    const other = await createOperatorWithRole(given.server, 'finance')
    expect((await correction(other, { userId: operator.id })).code).toBe(Code.OperatorNotPlayer)
    expect(await wallet(player.user.id)).toBe(0)
  })

  test('the beneficiary cannot approve a correction crediting them', async () => {
    const { operator, player } = await operatorWithPlayer()
    const maker = await createOperatorWithRole(given.server, 'finance')
    const pending = await correction(maker, { userId: player.user.id, amount: 150_000 })
    expect(pending.data.status).toBe('pending')
    const id = pending.data.id
    expect((await as(operator, 'admin/correction_approve', { id })).code).toBe(Code.OwnAccountDecision)
    expect((await as(operator, 'admin/correction_reject', { id, why: 'no' })).code).toBe(
      Code.OwnAccountDecision,
    )
    expect(await wallet(player.user.id)).toBe(0)
    expect((await as<Correction>(operators.admin, 'admin/correction_approve', { id })).data.status).toBe(
      'applied',
    )
  })

  test('past five solo corrections in a day, or R$ 2.000 in all, every further one waits for a second operator', async () => {
    const userId = await fundedPlayer(given.server.db, 0)
    const byCount = await createOperatorWithRole(given.server, 'finance')
    const statuses: string[] = []
    for (let index = 0; index < 7; index++) statuses.push((await correction(byCount, { userId })).data.status)
    expect(statuses).toEqual(['applied', 'applied', 'applied', 'applied', 'applied', 'pending', 'pending'])
    expect(await wallet(userId)).toBe(5_000)

    const byTotal = await createOperatorWithRole(given.server, 'finance')
    const large = (amount: number) => correction(byTotal, { userId, amount })
    expect((await large(100_000)).data.status).toBe('applied')
    expect((await large(100_000)).data.status).toBe('applied')
    expect((await large(1)).data.status).toBe('pending')
    expect(await wallet(userId)).toBe(205_000)
  })

  test('a goodwill credit to an excluded player is refused; a refunded error waits for a second operator', async () => {
    const player = await createPlayer(given.server.app)
    const excluded = await moneyCall(
      given.server.app,
      'index/self_exclude',
      { term: '6m', password: player.password },
      { token: player.token, key: null },
    )
    expect(excluded.code).toBe(Code.Ok)
    const maker = await createOperatorWithRole(given.server, 'support')
    const goodwill = await correction(maker, { userId: player.user.id, amount: 500 })
    expect(goodwill.code).toBe(Code.ProtectedPlayerCorrection)
    const refund = await correction(maker, { userId: player.user.id, amount: 500, reason: 'errorFix' })
    expect(refund.data).toMatchObject({ status: 'pending', fourEyes: true })
    expect(await wallet(player.user.id)).toBe(0)
    const approved = await as<Correction>(operators.finance, 'admin/correction_approve', {
      id: refund.data.id,
    })
    expect(approved.data.status).toBe('applied')
    expect(await wallet(player.user.id)).toBe(500)
  })
})

describeOnPostgres('solo corrections sent at once', () => {
  test('ten corrections at once from one operator: five apply, five wait', async () => {
    const maker = await createOperatorWithRole(given.server, 'finance')
    const userId = await fundedPlayer(given.server.db, 0)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        consoleCall<Correction>(
          given.server.app,
          'admin/correction_create',
          {
            userId,
            account: 'wallet',
            direction: 'credit',
            amount: 1_000,
            reason: 'goodwill',
            comment: 'at once',
            idempotencyKey: `duties-race-${process.pid}-${index}`,
          },
          maker.token,
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.data.status).sort()
    expect(statuses).toEqual([...Array(5).fill('applied'), ...Array(5).fill('pending')])
    expect((await getBalances(given.server.db, userId)).wallet).toBe(5_000)
  })
})
