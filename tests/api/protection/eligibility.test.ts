/**
 * Eligibility, the one rule every incentive asks (ficha_standing_refusal, services/protection/eligibility.ts):
 * each bar of the player's standing stops play with the same refusal, withholds a reward (logged with the
 * bar), and lets only a refunded error through as a correction.
 */

import { siteSettings } from '@server/db/schema/content'
import { playerProtection, protectionLog } from '@server/db/schema/protection'
import { rewards } from '@server/db/schema/rewards'
import { standingRefusal } from '@server/services/protection'
import { startExclusion } from '@server/services/protection/exclusion'
import { playRefusal } from '@server/services/protection/guard'
import type { StandingRefusal } from '@server/services/protection/refusals'
import { STANDING_REFUSALS } from '@server/services/protection/refusals'
import { payReward } from '@server/services/rewards/pay'
import { Code } from '@src/contract/codes'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { correct, fundedPlayer } from '../corrections/fixtures'
import { createTestServer, operatorToken, type TestServer } from '../helpers'
import { setIdentity, setRegistered } from './fixtures'

let server: TestServer
let operator: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await operatorToken(server)
})
afterAll(() => server.close())
afterEach(() => server.db.update(siteSettings).set({ complianceProfile: 'standard' }))

const protect = (userId: number, state: { bannedAt?: Date; playBlockedAt?: Date }) =>
  server.db
    .insert(playerProtection)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: playerProtection.userId, set: state })

/** Bars a player for each reason; a Record over the list, so a new bar needs its way here. */
const BAR: Record<StandingRefusal, (userId: number) => Promise<unknown>> = {
  registration: () => server.db.update(siteSettings).set({ complianceProfile: 'brazil' }),
  identity: async (userId) => {
    await setRegistered(server, userId)
    await server.db.update(siteSettings).set({ complianceProfile: 'brazil' })
  },
  banned: (userId) => protect(userId, { bannedAt: new Date() }),
  blocked: (userId) => protect(userId, { playBlockedAt: new Date() }),
  excluded: (userId) => startExclusion(server.db, userId, '24h'),
}

const rebate = (userId: number) =>
  payReward(server.db, { userId, kind: 'rebate', amount: 500, key: `rebate:${userId}`, wageringMultiple: 0 })

const withheld = async (userId: number) =>
  (
    await server.db
      .select({ detail: protectionLog.detail })
      .from(protectionLog)
      .where(and(eq(protectionLog.userId, userId), eq(protectionLog.event, 'rewardWithheld')))
  ).map((row) => row.detail)

describe('eligibility', () => {
  test('an eligible player: no refusal, the reward paid, a goodwill correction applied', async () => {
    const userId = await fundedPlayer(server.db, 0)
    expect(await standingRefusal(server.db, userId)).toBeNull()
    expect(await rebate(userId)).toEqual(expect.any(Number))
    const goodwill = await correct(server.app, operator, { userId })
    expect(goodwill.data.status).toBe('applied')
  })

  test.each(STANDING_REFUSALS)(
    '%s: play refused alike, the reward withheld, only a refunded error corrected',
    async (bar) => {
      const userId = await fundedPlayer(server.db, 0)
      await BAR[bar](userId)
      const now = new Date()
      expect(await standingRefusal(server.db, userId, now)).toBe(bar)
      // The play gate answers the same rule first.
      expect((await playRefusal(server.db, { userId, loginSessionId: null, now }))?.out_refusal).toBe(bar)

      expect(await rebate(userId)).toBeNull()
      expect(await server.db.select().from(rewards).where(eq(rewards.userId, userId))).toEqual([])
      expect(await withheld(userId)).toEqual([
        { kind: 'rebate', key: `reward:rebate:${userId}`, amount: 500, refusal: bar },
      ])

      expect((await correct(server.app, operator, { userId })).code).toBe(Code.ProtectedPlayerCorrection)
      const refund = await correct(server.app, operator, { userId, reason: 'errorFix' })
      expect(refund.data).toMatchObject({ status: 'pending', fourEyes: true })
    },
  )

  test('an ended cool-off bars no more; a verified player is eligible in the brazil profile', async () => {
    const cooled = await fundedPlayer(server.db, 0)
    await startExclusion(server.db, cooled, '24h')
    expect(await standingRefusal(server.db, cooled, new Date(Date.now() + 25 * 3_600_000))).toBeNull()

    const verified = await fundedPlayer(server.db, 0)
    await setIdentity(server, verified, 'verified')
    await BAR.identity(verified)
    expect(await standingRefusal(server.db, verified)).toBeNull()
  })

  test('the first bar in the standing’s order is the one answered', async () => {
    const userId = await fundedPlayer(server.db, 0)
    await BAR.excluded(userId)
    await BAR.blocked(userId)
    expect(await standingRefusal(server.db, userId)).toBe('blocked')
    await BAR.banned(userId)
    expect(await standingRefusal(server.db, userId)).toBe('banned')
    await BAR.identity(userId)
    expect(await standingRefusal(server.db, userId)).toBe('identity')
  })
})
