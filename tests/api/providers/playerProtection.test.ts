import { providerSessions } from '@server/db/schema/providers'
import { syncProviderGames } from '@server/providers/catalogue'
import { startExclusion } from '@server/services/protection/exclusion'
import type { Limits } from '@src/contract/protection'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { call } from '../helpers'
import { getLimits, setLimits } from '../protection/fixtures'
import { gameBalance, seat as seatPlayer } from './seat'
import { slotegratorWallet } from './servers'

// Provider play under Ficha's player protection, through Slotegrator's callbacks as GIS sends them.
const given = slotegratorWallet({ checked: true })
const sim = given.sim

const seat = (reais: number) => seatPlayer(given.server, reais, 'slotegrator')
const limitReached = { error_code: 'INTERNAL_ERROR', error_description: 'Player limit reached' }
const expired = { error_code: 'INTERNAL_ERROR', error_description: 'Session expired' }

const lostToday = async (login: string) =>
  ((await getLimits(given.server.app, login)).data as Limits).limits.lossDay.used

describe('loss limits count provider rounds', () => {
  it('refuses the bet that could pass the day’s loss limit, and a win or a refund gives room again', async () => {
    const player = await seat(20)
    expect((await setLimits(given.server.app, player.login, { limits: { lossDay: 300 } })).code).toBe(1)

    const first = sim.bet(player, '2.00')
    expect(await sim.call(first)).toMatchObject({ balance: 18 })
    const second = sim.bet(player, '1.00')
    expect(await sim.call(second)).toMatchObject({ balance: 17 })
    expect(await lostToday(player.login)).toBe(300)

    // R$ 3,00 lost of R$ 3,00: the next bet is refused with GIS's limit answer and moves nothing.
    expect(await sim.call(sim.bet(player, '0.50'))).toEqual(limitReached)
    expect(await gameBalance(given.server, player.userId)).toBe(1700)

    // A win of the second round takes R$ 1,00 off the day's loss: R$ 0,50 fits, another R$ 1,00 would not.
    const win = sim.win(player, '1.00', { round_id: second.round_id ?? '' })
    expect(await sim.call(win)).toMatchObject({ balance: 18 })
    expect(await lostToday(player.login)).toBe(200)
    expect(await sim.call(sim.bet(player, '0.50'))).toMatchObject({ balance: 17.5 })
    expect(await sim.call(sim.bet(player, '1.00'))).toEqual(limitReached)

    // A refund undoes its bet's loss; a rollback of the win counts it again.
    expect(await sim.call(sim.refund(player, first))).toMatchObject({ balance: 19.5 })
    expect(await lostToday(player.login)).toBe(50)
    expect(await sim.call(sim.rollback(player, second.round_id ?? '', [win]))).toMatchObject({
      balance: 18.5,
    })
    expect(await lostToday(player.login)).toBe(150)
    expect(await gameBalance(given.server, player.userId)).toBe(1850)
  })
})

describe('leaving a game ends its provider session', () => {
  const catalogue = async () => {
    await syncProviderGames(given.server.db, 'slotegrator', [
      ...['sim_fortune', 'sim_other'].map((code) => ({
        code,
        name: code,
        studio: null,
        category: 'slots',
        image: null,
        background: null,
        devices: ['desktop'],
        demo: false,
        blockedCountries: [],
        enabled: true,
        rtpBps: null,
        volatility: null,
      })),
    ])
    const index = await call<{ games: { id: number; slug: string }[] }[]>(
      given.server.app,
      'index/game_index',
      {
        provider: 'slotegrator',
      },
    )
    const idOf = (slug: string) =>
      index.data.flatMap((category) => category.games).find((game) => game.slug === slug)?.id
    return { fortune: idOf('slotegrator-sim-fortune'), other: idOf('slotegrator-sim-other') }
  }

  it('index/out_game: that game’s bets are refused as expired, its wins and refunds still settle', async () => {
    const { fortune, other } = await catalogue()
    expect(fortune).toEqual(expect.any(Number))
    const player = await seat(10)
    const bet = sim.bet(player, '1.00')
    expect(await sim.call(bet)).toMatchObject({ balance: 9 })

    // Leaving another game leaves this one playing.
    expect(
      (await call(given.server.app, 'index/out_game', { id: other }, { token: player.login })).code,
    ).toBe(1)
    const pending = sim.bet(player, '1.00')
    expect(await sim.call(pending)).toMatchObject({ balance: 8 })

    expect(
      (await call(given.server.app, 'index/out_game', { id: fortune }, { token: player.login })).code,
    ).toBe(1)
    expect(await sim.call(sim.bet(player, '1.00'))).toEqual(expired)
    expect(await sim.call(sim.win(player, '3.00', { round_id: bet.round_id ?? '' }))).toMatchObject({
      balance: 11,
    })
    expect(await sim.call(sim.refund(player, pending))).toMatchObject({ balance: 12 })
    expect(await gameBalance(given.server, player.userId)).toBe(1200)
  })

  it('logging out and an exclusion end the provider sessions too; wins still settle', async () => {
    const leaving = await seat(5)
    const bet = sim.bet(leaving, '1.00')
    expect(await sim.call(bet)).toMatchObject({ balance: 4 })
    expect((await call(given.server.app, 'logout', {}, { token: leaving.login })).code).toBe(1)
    expect(await sim.call(sim.bet(leaving, '1.00'))).toEqual(expired)
    expect(await sim.call(sim.win(leaving, '2.00', { round_id: bet.round_id ?? '' }))).toMatchObject({
      balance: 6,
    })

    // An exclusion ends them too (answered as a disabled player while it runs, the gate's word).
    const excluded = await seat(5)
    await startExclusion(given.server.db, excluded.userId, '24h')
    expect(await sim.call(sim.bet(excluded, '1.00'))).toEqual({
      error_code: 'INTERNAL_ERROR',
      error_description: 'Player is disabled',
    })
    const [session] = await given.server.db
      .select({ expiresAt: providerSessions.expiresAt })
      .from(providerSessions)
      .where(eq(providerSessions.userId, excluded.userId))
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now())
    expect(await gameBalance(given.server, excluded.userId)).toBe(500)
  })
})
