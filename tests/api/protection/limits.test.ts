import { playDays } from '@server/db/schema/protection'
import { sessions } from '@server/db/schema/sessions'
import { dayOf } from '@server/services/calendar'
import { getLimits as limitsAt, setLimits as setLimitsAt } from '@server/services/protection/limits'
import { Code } from '@src/contract/codes'
import type { GameInfo, SpinResult } from '@src/contract/game'
import { LIMIT_KEYS } from '@src/contract/protection'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { fundGame, gameCall, launchGame, openGame, spinCall } from '../games/gameFixtures'
import { createPlayer, type Player, sharedServer } from '../helpers'
import { convertCall, fund, pixTopUpCall } from '../money/fixtures'
import { getLimits, setLimits } from './fixtures'

const given = sharedServer()

const topUp = async (player: Player, amount: number) => pixTopUpCall(given.server.app, player.token, amount)

/** Losses already made today (São Paulo), as the rounds would have counted them. */
const lostToday = (userId: number, amount: number) =>
  given.server.db
    .insert(playDays)
    .values({ userId, day: dayOf(new Date()), netLoss: amount })
    .onConflictDoUpdate({ target: [playDays.userId, playDays.day], set: { netLoss: amount } })

describe('index/get_limits', () => {
  test('answers every limit unset, nothing used, the operator’s reality-check interval and no exclusion', async () => {
    const player = await createPlayer(given.server.app)
    const answer = await getLimits(given.server.app, player.token)
    expect(answer.code).toBe(Code.Ok)
    expect(Object.keys(answer.data.limits).sort()).toEqual([...LIMIT_KEYS].sort())
    for (const key of LIMIT_KEYS)
      expect(answer.data.limits[key]).toEqual({ value: null, pending: null, used: 0 })
    expect(answer.data).toMatchObject({ realityCheckMinutes: 60, exclusion: null })
  })
})

describe('deposit limits', () => {
  test('a daily limit refuses a larger top-up, naming the limit and what is left', async () => {
    const player = await createPlayer(given.server.app)
    expect((await setLimits(given.server.app, player.token, { limits: { depositDay: 10_000 } })).code).toBe(
      Code.Ok,
    )
    expect((await topUp(player, 8_000)).code).toBe(Code.Ok)
    const refused = await topUp(player, 5_000)
    expect(refused).toMatchObject({
      code: Code.DepositLimitReached,
      msg: 'Your daily deposit limit of R$\u00a0100,00 does not allow this amount: R$\u00a020,00 left.',
      data: { limit: 'depositDay', left: 2_000 },
    })
    expect((await getLimits(given.server.app, player.token)).data.limits.depositDay.used).toBe(8_000)
  })

  test('a raise waits 24 hours as pending and does not apply before; a lowering applies at once', async () => {
    const player = await createPlayer(given.server.app)
    await setLimits(given.server.app, player.token, { limits: { depositDay: 5_000 } })
    const before = Date.now()
    const raised = await setLimits(given.server.app, player.token, { limits: { depositDay: 50_000 } })
    const entry = raised.data.limits.depositDay
    expect(entry.value).toBe(5_000)
    expect(entry.pending?.value).toBe(50_000)
    const effectiveAt = new Date(entry.pending?.effectiveAt ?? 0).getTime()
    expect(effectiveAt).toBeGreaterThanOrEqual(before + 24 * 3600_000)
    expect(effectiveAt).toBeLessThan(Date.now() + 24 * 3600_000 + 1_000)
    expect((await topUp(player, 10_000)).code).toBe(Code.DepositLimitReached)

    // A day later (the clock passed to the service) the raise applies.
    const later = new Date(effectiveAt + 60_000)
    const applied = await limitsAt(given.server.db, player.user.id, {
      defaultRealityCheck: 60,
      loginSessionId: null,
      now: later,
    })
    expect(applied.limits.depositDay).toMatchObject({ value: 50_000, pending: null })

    const lowered = await setLimits(given.server.app, player.token, { limits: { depositDay: 3_000 } })
    expect(lowered.data.limits.depositDay).toMatchObject({ value: 3_000, pending: null })
  })

  test('removing a limit also waits 24 hours', async () => {
    const player = await createPlayer(given.server.app)
    const now = new Date()
    await setLimitsAt(given.server.db, player.user.id, { limits: { depositWeek: 20_000 } }, now)
    await setLimitsAt(given.server.db, player.user.id, { limits: { depositWeek: null } }, now)
    const answer = await getLimits(given.server.app, player.token)
    expect(answer.data.limits.depositWeek).toMatchObject({ value: 20_000, pending: { value: null } })
  })

  test.each([0, -5, 1.5, 2_000_000_000])(
    'refuses %s as a limit with 1614, naming the field',
    async (value) => {
      const player = await createPlayer(given.server.app)
      const answer = await setLimits(given.server.app, player.token, { limits: { depositMonth: value } })
      expect(answer).toMatchObject({ code: Code.LimitValueInvalid, data: { field: 'depositMonth' } })
      expect((await getLimits(given.server.app, player.token)).data.limits.depositMonth.value).toBeNull()
    },
  )
})

describe('loss limits', () => {
  test('stop spins once a stake could pass them, and a game launch and a conversion once used up', async () => {
    const player = await createPlayer(given.server.app)
    await fundGame(given.server.db, player.user.id, 5_000)
    const token = await openGame(given.server.app, player, 'samba-night')
    await setLimits(given.server.app, player.token, { limits: { lossDay: 300 } })
    await lostToday(player.user.id, 250)
    const refused = await spinCall(given.server.app, token, { bet: 100, clientRoundId: 'loss-limit-1' }, 'en')
    expect(refused).toMatchObject({
      code: Code.LossLimitReached,
      msg: 'Your daily loss limit of R$\u00a03,00 does not allow this bet: R$\u00a00,50 left.',
    })
    const small = await spinCall<SpinResult>(given.server.app, token, {
      bet: 20,
      clientRoundId: 'loss-limit-2',
    })
    expect(small.code).toBe(Code.Ok)

    await lostToday(player.user.id, 300)
    const launch = await launchGame(given.server.app, player, 'samba-night')
    expect(launch.code).toBe(Code.LossLimitReached)
    await fund(given.server, player.user.id, 1_000)
    const converted = await convertCall(
      given.server.app,
      { direction: 'toGame', amount: 1_000 },
      { token: player.token },
    )
    expect(converted.code).toBe(Code.LossLimitReached)
  })
})

describe('session time limit and reality check', () => {
  test('game/info carries the reality check; the session limit ends play with its message', async () => {
    const player = await createPlayer(given.server.app)
    await fundGame(given.server.db, player.user.id, 2_000)
    await setLimits(given.server.app, player.token, {
      limits: { sessionMinutes: 30 },
      realityCheckMinutes: 15,
    })
    const token = await openGame(given.server.app, player, 'samba-night')
    const info = await gameCall<GameInfo>(given.server.app, 'info', token)
    const started = new Date(info.data.protection.sessionStartedAt).getTime()
    expect(info.data.protection).toMatchObject({ realityCheckMinutes: 15, net: 0 })
    expect(new Date(info.data.protection.sessionEndsAt ?? 0).getTime()).toBe(started + 30 * 60_000)

    // Thirty-one minutes of play later:
    await given.server.db
      .update(sessions)
      .set({ playStartedAt: new Date(Date.now() - 31 * 60_000) })
      .where(and(eq(sessions.userId, player.user.id)))
    const spin = await spinCall(given.server.app, token, { bet: 20, clientRoundId: 'session-over-1' }, 'en')
    expect(spin).toMatchObject({
      code: Code.SessionTimeLimitReached,
      msg: 'Your session time limit of 30 min is reached. Play has ended for this session; log in again to start a new one.',
    })
    expect((await gameCall(given.server.app, 'info', token)).code).toBe(Code.SessionTimeLimitReached)
    const launch = await launchGame(given.server.app, player, 'samba-night')
    expect(launch.code).toBe(Code.SessionTimeLimitReached)
  })
})
