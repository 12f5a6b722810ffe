/**
 * Every refusal of the play gate, through each provider's wallet route as its simulator calls it: the bet of a
 * player refused for that reason gets a final answer (never the status the provider retries), the one the
 * gateway's map derives, and moves nothing; a win of an earlier bet still settles.
 */

import { siteSettings } from '@server/db/schema/content'
import { playerProtection, protectionLog } from '@server/db/schema/protection'
import { sessions } from '@server/db/schema/sessions'
import { users } from '@server/db/schema/users'
import { GATE_REASONS } from '@server/providers/gateway/errors'
import { STATUS, STATUS_OF } from '@server/providers/hub88/protocol'
import { errorOf } from '@server/providers/slotegrator/protocol'
import { startExclusion } from '@server/services/protection/exclusion'
import { startPause } from '@server/services/protection/pause'
import { PLAY_REFUSALS, type PlayRefusalName } from '@server/services/protection/refusals'
import { units } from '@simulator/hub88'
import { Code, type CodeValue } from '@src/contract/codes'
import { and, desc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers'
import { setLimits } from '../protection/fixtures'
import { gameBalance, seat } from './seat'
import { hub88Wallet, slotegratorWallet } from './servers'

const hub88 = hub88Wallet({ checked: true })
const slotegrator = slotegratorWallet({ checked: true })

type Seated = Awaited<ReturnType<typeof seat>>

const protect = (
  server: TestServer,
  userId: number,
  state: { bannedAt?: Date; playBlockedAt?: Date; playSessionStartedAt?: Date },
) =>
  server.db
    .insert(playerProtection)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: playerProtection.userId, set: state })

/**
 * How a player comes to be refused for each reason, after one bet of R$ 1,00 was taken; the refused bet is of
 * R$ 2,00. A Record over the gate's list: a new refusal needs its way here before this file compiles.
 */
const REFUSE: Record<PlayRefusalName, (server: TestServer, player: Seated) => Promise<unknown>> = {
  // Every player of these tests is unverified and without the extended registration: the brazil profile
  // refuses them all (undone after each test), for the registration first.
  registration: (server) => server.db.update(siteSettings).set({ complianceProfile: 'brazil' }),
  identity: async (server, player) => {
    await server.db.update(users).set({ registeredAt: new Date() }).where(eq(users.id, player.userId))
    await server.db.update(siteSettings).set({ complianceProfile: 'brazil' })
  },
  banned: (server, player) => protect(server, player.userId, { bannedAt: new Date() }),
  blocked: (server, player) => protect(server, player.userId, { playBlockedAt: new Date() }),
  excluded: (server, player) => startExclusion(server.db, player.userId, '24h'),
  paused: (server, player) => startPause(server.db, player.userId, 1),
  // The operator's maximum of 60 minutes, reached by a play session started 61 minutes ago.
  session_block: async (server, player) => {
    await server.db.update(siteSettings).set({ sessionMaxMinutes: 60 })
    await protect(server, player.userId, { playSessionStartedAt: new Date(Date.now() - 61 * 60_000) })
  },
  session_time: async (server, player) => {
    await setLimits(server.app, player.login, { limits: { sessionMinutes: 30 } })
    await server.db
      .update(sessions)
      .set({ playStartedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, player.loginSessionId))
  },
  // R$ 1,00 lost of R$ 2,00: the bet of R$ 2,00 could pass it.
  loss_limit: (server, player) => setLimits(server.app, player.login, { limits: { lossDay: 200 } }),
}

/** The refusal as the protection log records it: its API code, which says the gate refused for that reason. */
const CODE: Record<PlayRefusalName, CodeValue> = {
  registration: Code.RegistrationIncomplete,
  identity: Code.IdentityNotVerified,
  banned: Code.BannedPlayStopped,
  blocked: Code.PlayBlocked,
  excluded: Code.SelfExcluded,
  paused: Code.Paused,
  session_block: Code.SessionBlocked,
  session_time: Code.SessionTimeLimitReached,
  loss_limit: Code.LossLimitReached,
}

const loggedCode = async (server: TestServer, userId: number) => {
  const [row] = await server.db
    .select({ detail: protectionLog.detail })
    .from(protectionLog)
    .where(and(eq(protectionLog.userId, userId), eq(protectionLog.event, 'limitRefused')))
    .orderBy(desc(protectionLog.id))
    .limit(1)
  return (row?.detail as { code?: number } | undefined)?.code
}

/** What each protocol answers, as docs/providers.md states it. */
const HUB88: Record<PlayRefusalName, string> = {
  registration: 'RS_ERROR_USER_DISABLED',
  identity: 'RS_ERROR_USER_DISABLED',
  banned: 'RS_ERROR_USER_DISABLED',
  blocked: 'RS_ERROR_USER_DISABLED',
  excluded: 'RS_ERROR_USER_DISABLED',
  paused: 'RS_ERROR_USER_DISABLED',
  session_block: 'RS_ERROR_USER_DISABLED',
  session_time: 'RS_ERROR_USER_DISABLED',
  loss_limit: 'RS_ERROR_USER_DISABLED',
}
const disabled = { error_code: 'INTERNAL_ERROR', error_description: 'Player is disabled' }
const limited = { error_code: 'INTERNAL_ERROR', error_description: 'Player limit reached' }
const SLOTEGRATOR: Record<PlayRefusalName, { error_code: string; error_description: string }> = {
  registration: disabled,
  identity: disabled,
  banned: disabled,
  blocked: disabled,
  excluded: disabled,
  paused: disabled,
  session_block: limited,
  session_time: limited,
  loss_limit: limited,
}

afterEach(async () => {
  for (const given of [hub88, slotegrator])
    await given.server.db.update(siteSettings).set({ complianceProfile: 'standard', sessionMaxMinutes: null })
})

describe('Hub88: the play gate’s refusals are final', () => {
  it.each(PLAY_REFUSALS)(
    '%s: the bet is refused as the map says, moving nothing; a win still settles',
    async (reason) => {
      const { server, sim } = hub88
      const player = await seat(server, 5)
      const earlier = sim.bet(player, units(1))
      expect(await sim.call('transaction/bet', earlier)).toMatchObject({ status: 'RS_OK' })
      await REFUSE[reason](server, player)

      const answer = await sim.call('transaction/bet', sim.bet(player, units(2)))
      expect(answer).toMatchObject({ status: HUB88[reason] })
      expect(answer).toMatchObject({ status: STATUS_OF[GATE_REASONS[reason]] })
      expect(answer).not.toMatchObject({ status: STATUS.unknown })
      expect(await loggedCode(server, player.userId)).toBe(CODE[reason])
      expect(await gameBalance(server, player.userId)).toBe(400)
      expect(await sim.call('transaction/win', sim.winFor(earlier, units(3)))).toMatchObject({
        status: 'RS_OK',
        balance: units(7),
      })
    },
  )
})

describe('Slotegrator: the play gate’s refusals are final', () => {
  it.each(PLAY_REFUSALS)(
    '%s: the bet is refused as the map says, moving nothing; a win still settles',
    async (reason) => {
      const { server, sim } = slotegrator
      const player = await seat(server, 5, 'slotegrator')
      const earlier = sim.bet(player, '1.00')
      expect(await sim.call(earlier)).toMatchObject({ balance: 4 })
      await REFUSE[reason](server, player)

      const answer = await sim.call(sim.bet(player, '2.00'))
      expect(answer).toEqual(SLOTEGRATOR[reason])
      expect(answer).toEqual(errorOf(GATE_REASONS[reason]))
      expect(answer).not.toEqual(errorOf('retryable'))
      expect(await loggedCode(server, player.userId)).toBe(CODE[reason])
      expect(await gameBalance(server, player.userId)).toBe(400)
      expect(await sim.call(sim.win(player, '3.00', { round_id: earlier.round_id ?? '' }))).toMatchObject({
        balance: 7,
      })
    },
  )
})
