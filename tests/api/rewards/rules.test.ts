/**
 * The rules at their edges on the real server: the cash back's daily limit, promotions switched off, the
 * bonus quoted before paying, wagering met by one centavo, and the jobs catching up after downtime while
 * respecting another process's lease.
 */
import { randomUUID } from 'node:crypto'
import { games } from '@server/db/schema/catalogue'
import { jobRuns } from '@server/db/schema/rewards'
import { rounds } from '@server/db/schema/rounds'
import { ApiError } from '@server/envelope'
import { dayOf, dayRange, shiftDays } from '@server/services/calendar'
import { runDueJobs } from '@server/services/rewards/jobs'
import { assertWageringMet } from '@server/services/wagering'
import type { Envelope } from '@src/contract/envelope'
import type { ChannelList, RechargeOrder } from '@src/contract/money'
import type { BonusStatus, RewardPage } from '@src/contract/rewards'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, serverWithOperator } from '../helpers'
import { postWebhook } from '../money/fixtures'
import { data, get, invitedPlayer, play, topUp } from './fixtures'

const given = serverWithOperator()

const rewardsOf = async (token: string, kind: string) =>
  data(await call<RewardPage>(given.server.app, 'index/reward_list', { kind }, { token }))

/** A settled round written directly, to put bets on a chosen day or of an exact size. */
const settledRound = async (userId: number, bet: number, endedAt = new Date()) => {
  const [game] = await given.server.db.select({ id: games.id }).from(games).limit(1)
  if (!game) throw new Error('No game seeded')
  await given.server.db
    .insert(rounds)
    .values({ userId, gameId: game.id, bet, win: 0, settled: true, startedAt: endedAt, endedAt })
}

/** A PIX top-up order, unpaid: as the deposit page shows it, with the bonus it would earn. */
const rechargeOrder = async (token: string, amount: number): Promise<RechargeOrder> => {
  const channels = data(await call<ChannelList>(given.server.app, 'index/get_rechlist', undefined, { token }))
  const pix = channels.list.find((channel) => channel.kind === 'pix')
  const created = await given.server.app.inject({
    method: 'POST',
    url: '/api/index/Withdraw_recharge',
    headers: { token, 'idempotency-key': randomUUID() },
    payload: { type: 'recharge', amount, channelId: pix?.id },
  })
  return data(created.json() as Envelope<RechargeOrder>)
}
const quotedBonus = async (token: string, amount: number) => (await rechargeOrder(token, amount)).bonus

/** The operator turns a promotion on or off, its rules unchanged. */
const switchPromotion = async (key: string, enabled: boolean) =>
  data(await call(given.server.app, 'admin/promotion_update', { key, enabled }, { token: given.operator }))

describe('recharge cash back', () => {
  test('the 7th cash back of a day is not paid; R$ 50 exactly neither earns nor uses one', async () => {
    const player = await invitedPlayer(given.server.app)
    await topUp(given.server.app, player, 10_000) // first deposit
    await topUp(given.server.app, player, 5_000) // exactly R$ 50: nothing, no slot used
    for (let count = 0; count < 7; count++) await topUp(given.server.app, player, 5_001)
    const cashbacks = await rewardsOf(player.token, 'recharge_cashback')
    expect(cashbacks.total).toBe(6)
    expect(cashbacks.list.every((row) => row.amount === 150)).toBe(true)
    const status = data(await get<BonusStatus>(given.server.app, 'index/get_bonus_status', player.token))
    expect(status.cashback).toEqual({ usedToday: 6, remainingToday: 0, dailyLimit: 6 })
    expect(await quotedBonus(player.token, 100_000)).toBe(0)
  })
})

describe('concurrent settlements', () => {
  test('eight top-ups paid at once still earn six cash backs', async () => {
    const player = await invitedPlayer(given.server.app)
    await topUp(given.server.app, player, 10_000)
    const orders: RechargeOrder[] = []
    for (let count = 0; count < 8; count++) orders.push(await rechargeOrder(player.token, 5_001))
    const answers = await Promise.all(
      orders.map((order) =>
        postWebhook(given.server.app, { eventId: randomUUID(), txid: order.txid ?? '', amount: 5_001 }),
      ),
    )
    expect(answers.map((answer) => answer.code)).toEqual(orders.map(() => 1))
    expect((await rewardsOf(player.token, 'recharge_cashback')).total).toBe(6)
  })
})

describe('the deposit page shows the bonus before paying', () => {
  test('a first top-up is quoted by the first-deposit tiers, later ones by the cash back', async () => {
    const player = await invitedPlayer(given.server.app)
    expect(await quotedBonus(player.token, 5_000)).toBe(0)
    expect(await quotedBonus(player.token, 60_000)).toBe(12_000) // 20%
    await topUp(given.server.app, player, 60_000)
    expect(await quotedBonus(player.token, 60_000)).toBe(3_000) // cash back 5%
  })
})

describe('operator switches', () => {
  test('a promotion switched off pays nothing and quotes nothing; the switch is in the web config', async () => {
    await switchPromotion('first_deposit', false)
    const config = data(
      await call<{ promotions: Record<string, boolean> }>(given.server.app, 'webconfig/index'),
    )
    expect(config.promotions.first_deposit).toBe(false)
    const inviter = await invitedPlayer(given.server.app)
    const player = await invitedPlayer(given.server.app, inviter)
    expect(await quotedBonus(player.token, 60_000)).toBe(0)
    await topUp(given.server.app, player, 60_000)
    expect((await rewardsOf(player.token, 'first_deposit')).total).toBe(0)
    // Only the switched-off promotion stops: the inviter's referral reward still arrives, once the
    // invitee has wagered their deposit.
    await play(given.server, player, 5_000, 12)
    expect((await rewardsOf(inviter.token, 'referral')).total).toBe(1)
    await switchPromotion('first_deposit', true)
  })

  test('rules that do not fit the schema are refused and change nothing', async () => {
    const answer = await call(
      given.server.app,
      'admin/promotion_update',
      { key: 'recharge_cashback', enabled: true, rules: { tiers: [], dailyLimit: 6, wageringMultiple: 1 } },
      { token: given.operator },
    )
    expect(answer.code).toBe(1503)
    const player = await invitedPlayer(given.server.app)
    expect(
      (
        await call(
          given.server.app,
          'admin/promotion_update',
          { key: 'rebate', enabled: false },
          { token: player.token },
        )
      ).code,
    ).toBe(403)
  })
})

describe('wagering', () => {
  test('a withdrawal waits until the bonus turnover is met, to the centavo', async () => {
    const player = await invitedPlayer(given.server.app)
    await topUp(given.server.app, player, 10_000) // bonus R$ 10, wagering x5: R$ 50
    const refused = await assertWageringMet(given.server.db, player.user.id).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).code).toBe(1501)
    await settledRound(player.user.id, 4_999)
    const status = data(await get<BonusStatus>(given.server.app, 'index/get_bonus_status', player.token))
    expect(status.wagering).toEqual({ required: 5_000, turnover: 4_999, remaining: 1 })
    await expect(assertWageringMet(given.server.db, player.user.id)).rejects.toBeInstanceOf(ApiError)
    await settledRound(player.user.id, 1)
    await expect(assertWageringMet(given.server.db, player.user.id)).resolves.toBeUndefined()
  })

  test('turnover from before a new bonus does not pay for it', async () => {
    const player = await invitedPlayer(given.server.app)
    await topUp(given.server.app, player, 10_000) // R$ 50 to bet
    await settledRound(player.user.id, 50_000) // far more than needed
    await topUp(given.server.app, player, 10_000) // cash back R$ 3, wagering x5
    const status = data(await get<BonusStatus>(given.server.app, 'index/get_bonus_status', player.token))
    expect(status.wagering).toEqual({ required: 1_500, turnover: 0, remaining: 1_500 })
  })
})

describe('scheduled jobs', () => {
  test('catch up every missed day, and leave a day another process holds', async () => {
    const player = await invitedPlayer(given.server.app)
    const today = dayOf(new Date())
    const threeDaysAgo = shiftDays(today, -3)
    const twoDaysAgo = shiftDays(today, -2)
    await settledRound(player.user.id, 10_000, new Date(dayRange(threeDaysAgo).start.getTime() + 60_000))
    await settledRound(player.user.id, 20_000, new Date(dayRange(twoDaysAgo).end.getTime() - 60_000))
    // Another process is settling yesterday right now: its lease stops this run there.
    const yesterday = shiftDays(today, -1)
    await given.server.db.delete(jobRuns)
    await given.server.db
      .insert(jobRuns)
      .values({ job: 'rebate', period: yesterday, leaseUntil: new Date(Date.now() + 600_000) })
    const settled = await runDueJobs(given.server.db)
    expect(
      settled
        .filter((run) => run.job === 'rebate')
        .map((run) => run.period)
        .slice(-2),
    ).toEqual([threeDaysAgo, twoDaysAgo])
    expect((await rewardsOf(player.token, 'rebate')).list.map((row) => [row.period, row.amount])).toEqual([
      [twoDaysAgo, 40],
      [threeDaysAgo, 20],
    ])
    // The lease runs out (the process died): the next run takes the day over and finishes it.
    await given.server.db
      .update(jobRuns)
      .set({ leaseUntil: new Date(Date.now() - 1) })
      .where(and(eq(jobRuns.job, 'rebate'), eq(jobRuns.period, yesterday)))
    expect((await runDueJobs(given.server.db)).filter((run) => run.job === 'rebate')).toEqual([
      { job: 'rebate', period: yesterday },
    ])
    expect((await rewardsOf(player.token, 'rebate')).total).toBe(2)
  })
})
