/**
 * The rewards story on the real server: A invites B, B invites C, C invites D, D invites E. They top up
 * (paid by the PIX provider) and play; the team, the referral rewards, the first-deposit bonus, the cash
 * back, the VIP upgrade reward, the next day's rebate and the next Monday's salary each arrive once in the
 * ledger and on their endpoints, also when the jobs run twice.
 */

import { vipLevels } from '@server/db/schema/rewards'
import { accounts, ledgerTransactions } from '@server/db/schema/wallet'
import { dayOf, dayRange, weekOf, weekRange } from '@server/services/calendar'
import { runDueJobs } from '@server/services/rewards/jobs'
import type {
  BonusStatus,
  PartnerInfo,
  RebatePage,
  RewardPage,
  RewardsOverview,
  TeamData,
  VipStatus,
} from '@src/contract/rewards'
import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createTestServer, operatorToken, type TestServer } from '../helpers'
import { data, get, invitedPlayer, play, topUp } from './fixtures'

let server: TestServer
let operator: string
type Member = Awaited<ReturnType<typeof invitedPlayer>>
let a: Member
let b: Member
let c: Member
let d: Member
let e: Member

const BET = 500

const rewardsOf = async (player: Member, kind?: string) =>
  data(await call<RewardPage>(server.app, 'index/reward_list', { kind, limit: 50 }, { token: player.token }))

/** Rewards in the ledger: one movement per reward key, and the house's rewards account paid their sum. */
const ledgerRewards = async () => {
  const [moves] = await server.db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, 'reward:%'))
  const [rebates] = await server.db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, 'reward:rebate:%'))
  const [house] = await server.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(sql`${accounts.userId} is null and ${accounts.kind} = 'rewards'`)
  return { moves: moves?.count ?? 0, rebates: rebates?.count ?? 0, paid: -(house?.balance ?? 0) }
}

beforeAll(async () => {
  server = await createTestServer()
  operator = await operatorToken(server)
  // Level 1 within reach of a short test: R$ 100 of top-ups and R$ 20 of bets (four rounds of R$ 5).
  await server.db.update(vipLevels).set({ minRecharge: 10_000, minBets: 2_000 }).where(eq(vipLevels.level, 1))
  a = await invitedPlayer(server.app)
  b = await invitedPlayer(server.app, a)
  c = await invitedPlayer(server.app, b)
  d = await invitedPlayer(server.app, c)
  e = await invitedPlayer(server.app, d)
})
afterAll(() => server?.close())

describe('invitation', () => {
  test('the link is the short invite address, which redirects to the portal registration with the code', async () => {
    const links = data(await get<{ code: string; link: string }>(server.app, 'index/get_links', a.token))
    expect(links.code).toBe(a.code)
    expect(links.link).toBe(`${server.app.config.publicUrl}/i/${a.code}?lang=zh`)
    const landing = await server.app.inject({ method: 'GET', url: `/i/${a.code}` })
    expect(landing.headers.location).toBe(`../#/pages/jogos/login?code=${a.code}`)
    expect((await get(server.app, 'index/get_links')).code).toBe(401)
  })
})

describe('the story', () => {
  test('the operator sets a small salary plan: three active members and R$ 500 of team top-ups', async () => {
    const overview = data(
      await call<RewardsOverview>(
        server.app,
        'admin/promotion_update',
        {
          key: 'partner_salary',
          enabled: true,
          rules: {
            tiers: [{ activeMembers: 3, teamRecharge: 50_000, salary: 3_000 }],
            activeMinRecharge: 5_000,
            fanBase: 10_000,
            wageringMultiple: 0,
          },
        },
        { token: operator },
      ),
    )
    expect(overview.promotions.partner_salary.rules.tiers).toHaveLength(1)
  })

  test('top-ups pay the first-deposit bonus (above R$ 50 only), the inviter once, and cash back later', async () => {
    await topUp(server.app, b, 10_000) // first: 10% = R$ 10; A will earn R$ 20
    await topUp(server.app, c, 5_000) // first, exactly R$ 50: no bonus; B will earn R$ 10
    await topUp(server.app, d, 30_000) // first: 15% = R$ 45; C will earn R$ 20
    await topUp(server.app, e, 6_000) // first: 10% = R$ 6; D will earn R$ 10
    await topUp(server.app, b, 20_000) // later: cash back 3% = R$ 6

    // The referral rewards wait until each invitee has bet their own first deposit.
    for (const inviter of [a, b, c, d]) expect((await rewardsOf(inviter, 'referral')).total).toBe(0)

    expect((await rewardsOf(b, 'first_deposit')).list.map((row) => row.amount)).toEqual([1_000])
    expect((await rewardsOf(c, 'first_deposit')).total).toBe(0)
    expect((await rewardsOf(d, 'first_deposit')).list.map((row) => [row.amount, row.rateBps])).toEqual([
      [4_500, 1_500],
    ])
    const cashback = await rewardsOf(b, 'recharge_cashback')
    expect(cashback.list.map((row) => [row.amount, row.base, row.period])).toEqual([
      [600, 20_000, dayOf(new Date())],
    ])

    const status = data(await get<BonusStatus>(server.app, 'index/get_bonus_status', b.token))
    expect(status.firstDeposit).toEqual({ used: true, bonus: 1_000 })
    expect(status.cashback).toEqual({ usedToday: 1, remainingToday: 5, dailyLimit: 6 })
    // First deposit and cash back x5; referral rewards carry none.
    expect(status.wagering).toEqual({ required: 8_000, turnover: 0, remaining: 8_000 })
  })

  test('bets raise B to VIP 1 on the boundary and pay its reward once', async () => {
    await play(server, b, BET, 3) // R$ 15 of the R$ 20 needed
    expect(data(await get<VipStatus>(server.app, 'index/get_vips', b.token))).toMatchObject({
      level: 0,
      totalRecharge: 30_000,
      totalBets: 1_500,
      next: { level: 1, rechargeLeft: 0, betsLeft: 500 },
    })
    await play(server, b, BET, 1)
    const vip = data(await get<VipStatus>(server.app, 'index/get_vips', b.token))
    expect(vip).toMatchObject({ level: 1, totalBets: 2_000 })
    await play(server, b, BET, 1)
    expect((await rewardsOf(b, 'vip_upgrade')).list.map((row) => [row.amount, row.level])).toEqual([[500, 1]])
    const info = data(await call(server.app, 'index/vips_info', { level: 1 }, { token: b.token }))
    expect(info).toMatchObject({
      reached: true,
      rewardPaid: true,
      distance: { rechargeLeft: 0, betsLeft: 0 },
    })
    expect((await call(server.app, 'index/vips_info', { level: 99 }, { token: b.token })).code).toBe(1502)
    await play(server, c, BET, 2)
    await play(server, d, BET, 2)
    await play(server, e, BET, 2)
  })

  test("A's team: three levels with their totals; E, a fourth level, is not counted", async () => {
    const team = data(await call<TeamData>(server.app, 'index/allThirdLevelUsers', {}, { token: a.token }))
    expect(team.totals).toEqual({
      headcount: 3,
      recharge: 10_000 + 20_000 + 5_000 + 30_000,
      withdrawal: 0,
      transactions: 5 * BET + 2 * BET + 2 * BET,
    })
    expect(team.levels).toEqual([
      { level: 1, people: 1, recharge: 30_000, withdrawal: 0 },
      { level: 2, people: 1, recharge: 5_000, withdrawal: 0 },
      { level: 3, people: 1, recharge: 30_000, withdrawal: 0 },
    ])
    expect(team.members.list).toEqual([
      {
        name: b.user.handle,
        joinedAt: expect.any(String),
        totalRecharge: 30_000,
      },
    ])
    const third = data(
      await call<TeamData>(server.app, 'index/allThirdLevelUsers', { level: 3 }, { token: a.token }),
    )
    expect(third.members.list.map((member) => member.name)).toEqual([d.user.handle])
    // From B, E is the third level.
    const ofB = data(
      await call<TeamData>(server.app, 'index/allThirdLevelUsers', { level: 3 }, { token: b.token }),
    )
    expect(ofB.members.list.map((member) => member.name)).toEqual([e.user.handle])
    expect((await call(server.app, 'index/allThirdLevelUsers', { level: 4 }, { token: a.token })).code).toBe(
      400,
    )
  })

  test("the next day's rebate is paid once at each player's VIP rate, however often the job runs", async () => {
    const today = dayOf(new Date())
    const tomorrow = new Date(dayRange(today).end.getTime() + 3_600_000)
    const before = await ledgerRewards()
    const [first, second] = await Promise.all([
      runDueJobs(server.db, tomorrow),
      runDueJobs(server.db, tomorrow),
    ])
    expect([...first, ...second].filter((run) => run.job === 'rebate' && run.period === today)).toHaveLength(
      1,
    )
    expect(await runDueJobs(server.db, tomorrow)).toEqual([])

    const rebates = data(await call<RebatePage>(server.app, 'index/rebate_list', {}, { token: b.token }))
    expect(rebates.list).toEqual([
      { date: today, betVolume: 5 * BET, rateBps: 30, amount: 7, paidAt: expect.any(String) },
    ])
    const ofC = data(await call<RebatePage>(server.app, 'index/rebate_list', {}, { token: c.token }))
    expect(ofC.list.map((row) => [row.betVolume, row.rateBps, row.amount])).toEqual([[2 * BET, 20, 2]])
    const after = await ledgerRewards()
    expect(after.rebates - before.rebates).toBe(4) // B, C, D, E
    expect(await rewardsOf(e, 'rebate')).toMatchObject({ total: 1, list: [{ amount: 2, rateBps: 20 }] })
  })

  test("Monday pays the partner salary of last week's team by the operator's tiers", async () => {
    const progress = data(await call<PartnerInfo>(server.app, 'index/partner_info', {}, { token: a.token }))
    expect(progress.week).toMatchObject({
      teamSize: 3,
      activeMembers: 3,
      teamRecharge: 65_000,
      tier: 1,
      salary: 3_000,
    })

    const monday = new Date(weekRange(weekOf(new Date())).end.getTime() + 3_600_000)
    await Promise.all([runDueJobs(server.db, monday), runDueJobs(server.db, monday)])
    await runDueJobs(server.db, monday)
    const paid = data(await call<PartnerInfo>(server.app, 'index/partner_info', {}, { token: a.token }))
    expect(paid.payments.list.map((row) => [row.week, row.amount, row.activeMembers, row.tier])).toEqual([
      [weekOf(new Date()), 3_000, 3, 1],
    ])
    // B's team (C, D, E) has three active members but only R$ 410 of top-ups: no tier.
    expect((await rewardsOf(b, 'partner_salary')).total).toBe(0)
  })

  test('each referral reward arrives once the invitee has bet their own first deposit', async () => {
    await play(server, b, BET, 14) // R$ 25 before, R$ 95 now: R$ 5 short of the R$ 100 deposit
    expect((await rewardsOf(a, 'referral')).total).toBe(0)
    await play(server, b, BET, 1)
    await play(server, c, BET, 8)
    await play(server, d, BET, 58) // D also reaches VIP 1 (R$ 300 of top-ups, R$ 300 of bets)
    await play(server, e, BET, 10)
    const referralsOfA = await rewardsOf(a, 'referral')
    expect(referralsOfA.list.map((row) => [row.amount, row.base])).toEqual([[2_000, 10_000]])
    expect(referralsOfA.list[0]?.source).toBe(b.user.handle)
    expect((await rewardsOf(b, 'referral')).list.map((row) => row.amount)).toEqual([1_000])
    expect((await rewardsOf(c, 'referral')).list.map((row) => row.amount)).toEqual([2_000])
    expect((await rewardsOf(d, 'referral')).list.map((row) => row.amount)).toEqual([1_000])
  })

  test('every reward is one ledger movement, and the operator sees them all', async () => {
    const overview = data(await get<RewardsOverview>(server.app, 'admin/rewards', operator))
    const totals = Object.fromEntries(overview.totals.map((row) => [row.kind, [row.count, row.amount]]))
    expect(totals).toEqual({
      first_deposit: [3, 1_000 + 4_500 + 600],
      partner_salary: [1, 3_000],
      rebate: [4, 13],
      recharge_cashback: [1, 600],
      referral: [4, 2_000 + 1_000 + 2_000 + 1_000],
      vip_upgrade: [2, 1_000],
    })
    const { moves, paid } = await ledgerRewards()
    expect(moves).toBe(15)
    expect(paid).toBe(6_100 + 3_000 + 13 + 600 + 6_000 + 1_000)
    expect(overview.jobs.find((job) => job.job === 'partner_salary')?.lastPeriod).toBe(weekOf(new Date()))
    expect((await get(server.app, 'admin/rewards', a.token)).code).toBe(403)
  })
})
