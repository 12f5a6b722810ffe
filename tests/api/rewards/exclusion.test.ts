/**
 * During a cool-off or self-exclusion no reward of any kind reaches the player:
 * referral, daily rebate, weekly partner salary, VIP upgrade, cash back. A withheld reward is recorded in
 * the protection log and never paid later.
 */

import { playerProtection, protectionLog } from '@server/db/schema/protection'
import { betTotals, rewards, vipLevels } from '@server/db/schema/rewards'
import { users } from '@server/db/schema/users'
import { dayOf, dayRange, weekOf } from '@server/services/calendar'
import { runDueJobs } from '@server/services/rewards/jobs'
import { rewardRecharge } from '@server/services/rewards/recharge'
import { paySalaries } from '@server/services/rewards/salary'
import { checkVipUpgrade } from '@server/services/rewards/vip'
import type { PromotionKey } from '@src/contract/content'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createTestServer, operatorToken, type Player, type TestServer } from '../helpers'
import { pixOrder } from '../money/fixtures'
import { selfExclude } from '../protection/fixtures'
import { data, invitedPlayer, play, topUp } from './fixtures'

let server: TestServer
let operator: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await operatorToken(server)
  // Level 1 within reach of a short test: R$ 100 of top-ups and R$ 20 of bets.
  await server.db.update(vipLevels).set({ minRecharge: 10_000, minBets: 2_000 }).where(eq(vipLevels.level, 1))
})
afterAll(() => server.close())

const rewardsOf = (player: Player, kind: PromotionKey) =>
  server.db
    .select({ amount: rewards.amount })
    .from(rewards)
    .where(and(eq(rewards.userId, player.user.id), eq(rewards.kind, kind)))

const withheld = async (player: Player) =>
  (
    await server.db
      .select({ detail: protectionLog.detail })
      .from(protectionLog)
      .where(and(eq(protectionLog.userId, player.user.id), eq(protectionLog.event, 'rewardWithheld')))
  ).map((row) => (row.detail as { kind: string }).kind)

const exclude = async (player: Player, term = '24h') =>
  expect((await selfExclude(server.app, player, term)).code).toBe(1)

describe('no reward during an exclusion', () => {
  test('the inviter in a cool-off gets no referral reward when the invitee has bet their deposit', async () => {
    const inviter = await invitedPlayer(server.app)
    const invitee = await invitedPlayer(server.app, inviter)
    await topUp(server.app, invitee, 5_000)
    await exclude(inviter)
    await play(server, invitee, 1_000, 5) // the R$ 50 deposit bet once: the referral falls due
    expect(await rewardsOf(inviter, 'referral')).toEqual([])
    expect(await withheld(inviter)).toEqual(['referral'])
  })

  test('the next day pays no rebate to a player excluded since, nor once the cool-off has ended', async () => {
    const player = await invitedPlayer(server.app)
    await topUp(server.app, player, 5_000)
    await play(server, player, 1_000, 5)
    await exclude(player)
    const today = dayOf(new Date())
    const tomorrow = new Date(dayRange(today).end.getTime() + 3_600_000)
    expect(await runDueJobs(server.db, tomorrow)).toContainEqual({ job: 'rebate', period: today })
    expect(await rewardsOf(player, 'rebate')).toEqual([])
    expect(await withheld(player)).toEqual(['rebate'])
    // The cool-off over, the withheld day is not paid after all: it was not kept for later.
    await server.db
      .update(playerProtection)
      .set({ excludedUntil: new Date(Date.now() - 1_000) })
      .where(eq(playerProtection.userId, player.user.id))
    await runDueJobs(server.db, new Date(tomorrow.getTime() + 86_400_000))
    expect(await rewardsOf(player, 'rebate')).toEqual([])
  })

  test('Monday pays no partner salary to a partner in a self-exclusion', async () => {
    data(
      await call(
        server.app,
        'admin/promotion_update',
        {
          key: 'partner_salary',
          enabled: true,
          rules: {
            tiers: [{ activeMembers: 1, teamRecharge: 5_000, salary: 3_000 }],
            activeMinRecharge: 5_000,
            fanBase: 10_000,
            wageringMultiple: 0,
          },
        },
        { token: operator },
      ),
    )
    const partner = await invitedPlayer(server.app)
    const member = await invitedPlayer(server.app, partner)
    await topUp(server.app, member, 5_000)
    await exclude(partner, '6m')
    await paySalaries(server.db, weekOf(new Date()))
    expect(await rewardsOf(partner, 'partner_salary')).toEqual([])
    expect(await withheld(partner)).toEqual(['partner_salary'])
  })

  test('a VIP level reached during an exclusion pays no upgrade reward, then or later', async () => {
    const player = await invitedPlayer(server.app)
    await topUp(server.app, player, 10_000)
    await exclude(player)
    // A round settled as the exclusion began takes the bets to level 1.
    await server.db.insert(betTotals).values({ userId: player.user.id, total: 2_000 })
    expect(await checkVipUpgrade(server.db, player.user.id)).toBe(1)
    expect(await checkVipUpgrade(server.db, player.user.id)).toBe(1)
    expect(await rewardsOf(player, 'vip_upgrade')).toEqual([])
    const [level] = await server.db
      .select({ level: users.vipLevel })
      .from(users)
      .where(eq(users.id, player.user.id))
    expect(level?.level).toBe(1)
  })

  test('a top-up credited during an exclusion earns no cash back', async () => {
    const player = await invitedPlayer(server.app)
    await topUp(server.app, player, 5_000)
    const order = await pixOrder(server.app, player.token, 10_000)
    await exclude(player, '7d')
    await server.db.transaction((tx) =>
      rewardRecharge(tx, { id: order.id, userId: player.user.id, amount: 10_000, auditedAt: null }),
    )
    expect(await rewardsOf(player, 'recharge_cashback')).toEqual([])
    expect(await withheld(player)).toEqual(['recharge_cashback'])
  })
})
