import { crashBets } from '@server/db/schema/crash'
import { missionProgress, missions } from '@server/db/schema/missions'
import { rounds } from '@server/db/schema/rounds'
import { crashPoint, previousLink } from '@server/games/crash/fairness'
import { advanceCrash } from '@server/services/crash'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { CrashBetResult, CrashHistory, CrashMine, CrashState } from '@src/contract/crash'
import type { WinList } from '@src/contract/feed'
import { multiplierAt } from '@src/crash/curve'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { fundGame, openGame } from '../games/gameFixtures'
import { call, createPlayer, type Player, sharedServer } from '../helpers'
import { setLimits } from '../protection/fixtures'
import { auditLedger, SOUND_LEDGER } from '../services/ledgerFixtures'
import { crashAt, crashCall, flyFor, newestRoundNumber, passTime, TEST_TIMING } from './crashFixtures'

const given = sharedServer()
const db = () => given.server.db
const app = () => given.server.app

let ids = 0
const betId = () => `crash-test-${++ids}-${Date.now()}`

interface Ready {
  player: Player
  token: string
}

const readyPlayer = async (funds = 100_000): Promise<Ready> => {
  const player = await createPlayer(app())
  await fundGame(db(), player.user.id, funds)
  return { player, token: await openGame(app(), player, 'crash') }
}

const gameBalance = async (userId: number) => (await getBalances(db(), userId)).game

/** A new round taking bets (the one before it crashed and settled). */
const newRound = async (): Promise<number> => {
  const last = await newestRoundNumber(db())
  if (last > 0) {
    await flyFor(db(), last, 10_000_000)
    await advanceCrash(db(), TEST_TIMING)
  }
  await advanceCrash(db(), TEST_TIMING)
  const round = await newestRoundNumber(db())
  expect(round).toBe(last + 1)
  return round
}

const bet = (ready: Ready, body: Record<string, unknown>) =>
  crashCall<CrashBetResult>(app(), 'bet', ready.token, { slot: 1, bet: 1_000, clientBetId: betId(), ...body })

const cashOut = (ready: Ready, clientBetId: string) =>
  crashCall<CrashBetResult>(app(), 'cashout', ready.token, { clientBetId })

let round: number
beforeEach(async () => {
  round = await newRound()
})

describe('a round', () => {
  test('publishes its chain first, hides its draw until the crash, then reveals a seed that recomputes it', async () => {
    const before = await call<CrashState>(app(), 'crash/state')
    expect(before.code).toBe(Code.Ok)
    expect(before.data.enabled).toBe(true)
    expect(before.data.round).toMatchObject({
      round,
      phase: 'betting',
      seed: null,
      crashPoint: null,
      edgeBps: 300,
    })
    const chain = before.data.chain
    expect(chain?.terminatingHash).toMatch(/^[0-9a-f]{64}$/)
    await flyFor(db(), round, 10_000_000)
    await advanceCrash(db(), TEST_TIMING)
    const history = await call<CrashHistory>(app(), 'crash/history', { count: 2 })
    const [newest, previous] = history.data.rounds
    expect(newest?.round).toBe(round)
    expect(newest?.crashPoint).toBe(crashPoint(newest?.seed ?? '', chain?.salt ?? '', 300))
    // Each seed hashes to the one played before it; the chain's first round's to the terminating hash.
    if (previous) expect(previousLink(newest?.seed ?? '')).toBe(previous.seed)
    else expect(previousLink(newest?.seed ?? '')).toBe(chain?.terminatingHash)
  })
})

describe('crash/bet', () => {
  test('takes the stake from the game balance, shows the bet to everyone and an open round to the product', async () => {
    const ready = await readyPlayer()
    const clientBetId = betId()
    const placed = await bet(ready, { clientBetId, bet: 2_500 })
    expect(placed.code).toBe(Code.Ok)
    expect(placed.data).toMatchObject({ replayed: false, balance: 97_500 })
    expect(placed.data.bet).toMatchObject({
      round,
      slot: 1,
      bet: 2_500,
      state: 'open',
      win: 0,
      autoCashout: null,
    })
    expect(await gameBalance(ready.player.user.id)).toBe(97_500)
    const state = await call<CrashState>(app(), 'crash/state')
    expect(state.data.bets).toContainEqual(
      expect.objectContaining({ id: placed.data.bet.id, bet: 2_500, cashedOutAt: null, slot: 1 }),
    )
    const [stored] = await db().select().from(crashBets).where(eq(crashBets.id, placed.data.bet.id))
    const [shown] = await db()
      .select()
      .from(rounds)
      .where(eq(rounds.id, stored?.shownRoundId ?? 0))
    expect(shown).toMatchObject({ bet: 2_500, win: 0, settled: false })
    expect(await auditLedger(db())).toMatchObject(SOUND_LEDGER)
  })

  test('a retry with the same clientBetId answers the same bet and charges once; another bet under it is 1202', async () => {
    const ready = await readyPlayer()
    const clientBetId = betId()
    const first = await bet(ready, { clientBetId })
    const again = await bet(ready, { clientBetId })
    expect(again.code).toBe(Code.Ok)
    expect(again.data).toMatchObject({ replayed: true, bet: { id: first.data.bet.id } })
    expect(await gameBalance(ready.player.user.id)).toBe(99_000)
    expect((await bet(ready, { clientBetId, bet: 2_000 })).code).toBe(Code.IdempotencyKeyReused)
  })

  test('two bets a round, one per slot: a second bet in a slot is 2002, a third slot does not exist', async () => {
    const ready = await readyPlayer()
    expect((await bet(ready, { slot: 1 })).code).toBe(Code.Ok)
    expect((await bet(ready, { slot: 2 })).code).toBe(Code.Ok)
    expect((await bet(ready, { slot: 1 })).code).toBe(Code.CrashSlotTaken)
    expect((await bet(ready, { slot: 3 })).code).toBe(Code.BadRequest)
    expect(await gameBalance(ready.player.user.id)).toBe(98_000)
  })

  test("counts in a published mission as a round and a stake, in the bet's own step", async () => {
    const ready = await readyPlayer()
    const [mission] = await db()
      .insert(missions)
      .values({
        names: { pt: 'Voe', en: 'Fly' },
        task: 'stakes',
        target: 2_000,
        points: 40,
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() + 3_600_000),
        state: 'published',
      })
      .returning({ id: missions.id })
    try {
      expect((await bet(ready, { bet: 1_200 })).code).toBe(Code.Ok)
      expect((await bet(ready, { slot: 2, bet: 900 })).code).toBe(Code.Ok)
      const progress = await db()
        .select()
        .from(missionProgress)
        .where(eq(missionProgress.missionId, mission?.id ?? 0))
      expect(progress).toMatchObject([{ userId: ready.player.user.id, completions: 1 }])
    } finally {
      await db().update(missions).set({ state: 'archived' })
    }
  })

  test('after the betting phase, a bet is 2001; outside the limits 1304; above the balance 1305; nothing charged', async () => {
    const ready = await readyPlayer(5_000)
    expect((await bet(ready, { bet: 50 })).code).toBe(Code.BetNotAllowed)
    const short = await bet(ready, { bet: 6_000 })
    expect(short.code).toBe(Code.GameBalanceTooLow)
    expect(short.data).toMatchObject({ game: 5_000 })
    await flyFor(db(), round, 10)
    expect((await bet(ready, {})).code).toBe(Code.CrashBettingClosed)
    expect(await gameBalance(ready.player.user.id)).toBe(5_000)
  })

  test('goes through the play gate: a loss limit the stake would pass refuses it (1611)', async () => {
    const ready = await readyPlayer()
    expect((await setLimits(app(), ready.player.token, { limits: { lossDay: 1_500 } })).code).toBe(Code.Ok)
    expect((await bet(ready, { bet: 1_000 })).code).toBe(Code.Ok)
    expect((await bet(ready, { slot: 2, bet: 1_000 })).code).toBe(Code.LossLimitReached)
    expect(await gameBalance(ready.player.user.id)).toBe(99_000)
  })

  test("a slot's game session cannot bet, and the crash game's cannot spin (1303)", async () => {
    const ready = await readyPlayer()
    const slot = await openGame(app(), ready.player, 'samba-night')
    expect((await crashCall(app(), 'bet', slot, { slot: 1, bet: 1_000, clientBetId: betId() })).code).toBe(
      Code.GameSessionExpired,
    )
    const spun = await app().inject({
      method: 'POST',
      url: '/api/game/spin',
      headers: { 'game-token': ready.token },
      payload: { bet: 100, clientRoundId: betId() },
    })
    expect(spun.json().code).toBe(Code.GameSessionExpired)
  })
})

describe('crash/cashout', () => {
  test('pays the multiplier of the flight at its receipt, and the live feed shows the win', async () => {
    const ready = await readyPlayer()
    const clientBetId = betId()
    await bet(ready, { clientBetId, bet: 1_000 })
    await crashAt(db(), round, 10_000)
    await flyFor(db(), round, 20_000)
    const cashed = await cashOut(ready, clientBetId)
    expect(cashed.code).toBe(Code.Ok)
    const m = cashed.data.bet.cashedOutAt ?? 0
    // The multiplier of 20 s of flight and a little more (the request's own time), well below the crash.
    expect(m).toBeGreaterThanOrEqual(multiplierAt(20_000))
    expect(m).toBeLessThan(multiplierAt(60_000))
    expect(cashed.data.bet).toMatchObject({ state: 'cashed', win: Math.floor((1_000 * m) / 100) })
    expect(await gameBalance(ready.player.user.id)).toBe(99_000 + cashed.data.bet.win)
    expect(cashed.data.balance).toBe(99_000 + cashed.data.bet.win)
    // A retry answers the same cash-out, paying nothing more.
    const again = await cashOut(ready, clientBetId)
    expect(again.data).toMatchObject({ replayed: true, bet: { win: cashed.data.bet.win } })
    expect(await gameBalance(ready.player.user.id)).toBe(99_000 + cashed.data.bet.win)
    const feed = await call<WinList>(app(), 'bet/getWinList', { count: 10 })
    expect(feed.data).toContainEqual(
      expect.objectContaining({
        betAmount: 1_000,
        settledAmount: cashed.data.bet.win,
        apigames: expect.objectContaining({ name: 'Crash' }),
      }),
    )
    expect(await auditLedger(db())).toMatchObject(SOUND_LEDGER)
  })

  test('before the flight is 2005; after the crash is 2004 and the bet is lost at the crash', async () => {
    const ready = await readyPlayer()
    const clientBetId = betId()
    await bet(ready, { clientBetId })
    expect((await cashOut(ready, clientBetId)).code).toBe(Code.CrashNotFlying)
    await crashAt(db(), round, 150)
    await flyFor(db(), round, 60_000)
    expect((await cashOut(ready, clientBetId)).code).toBe(Code.CrashTooLate)
    await advanceCrash(db(), TEST_TIMING)
    const [mine] = (await crashCall<CrashMine>(app(), 'mine', ready.token, { count: 1 })).data
    expect(mine).toMatchObject({ state: 'lost', win: 0, cashedOutAt: null })
    expect((await cashOut(ready, clientBetId)).code).toBe(Code.CrashTooLate)
    expect(await gameBalance(ready.player.user.id)).toBe(99_000)
    expect((await cashOut(ready, 'no-such-bet-id')).code).toBe(Code.CrashBetNotFound)
  })

  test('an automatic cash-out pays exactly its target when the round reaches it; above the crash point it loses', async () => {
    const ready = await readyPlayer()
    const reached = betId()
    const missed = betId()
    await bet(ready, { clientBetId: reached, slot: 1, bet: 1_000, autoCashout: 200 })
    await bet(ready, { clientBetId: missed, slot: 2, bet: 1_000, autoCashout: 301 })
    await crashAt(db(), round, 300)
    await flyFor(db(), round, 13_000)
    // Reached at 2.00× (about 11.6 s), paid by the loop while the round still flies.
    await advanceCrash(db(), TEST_TIMING)
    const mine = (await crashCall<CrashMine>(app(), 'mine', ready.token)).data
    expect(mine.find((one) => one.clientBetId === reached)).toMatchObject({
      state: 'cashed',
      cashedOutAt: 200,
      win: 2_000,
    })
    expect(mine.find((one) => one.clientBetId === missed)).toMatchObject({ state: 'open' })
    // A manual cash-out after the target's instant pays the target, not the later multiplier.
    expect((await cashOut(ready, reached)).data).toMatchObject({ replayed: true, bet: { win: 2_000 } })
    await flyFor(db(), round, 60_000)
    await advanceCrash(db(), TEST_TIMING)
    const after = (await crashCall<CrashMine>(app(), 'mine', ready.token)).data
    expect(after.find((one) => one.clientBetId === missed)).toMatchObject({ state: 'lost', win: 0 })
    expect(await gameBalance(ready.player.user.id)).toBe(100_000)
  })

  test('a target equal to the crash point is paid', async () => {
    const ready = await readyPlayer()
    const clientBetId = betId()
    await bet(ready, { clientBetId, autoCashout: 250 })
    await crashAt(db(), round, 250)
    await flyFor(db(), round, 60_000)
    await advanceCrash(db(), TEST_TIMING)
    const [mine] = (await crashCall<CrashMine>(app(), 'mine', ready.token, { count: 1 })).data
    expect(mine).toMatchObject({ state: 'cashed', cashedOutAt: 250, win: 2_500 })
  })
})

describe('settlement', () => {
  test('settling again, from any process, after a restart mid-flight, pays and loses each bet once, the same way', async () => {
    const players = await Promise.all([readyPlayer(), readyPlayer(), readyPlayer()])
    const [auto, manual, open] = players as [Ready, Ready, Ready]
    const autoId = betId()
    await bet(auto, { clientBetId: autoId, autoCashout: 150 })
    await bet(manual, { autoCashout: 400 })
    await bet(open, {})
    await crashAt(db(), round, 200)
    // The process running the loop stops mid-flight; time passes beyond the crash; any process resumes it.
    await flyFor(db(), round, 5_000)
    await flyFor(db(), round, 60_000)
    await Promise.all([advanceCrash(db(), TEST_TIMING), advanceCrash(db(), TEST_TIMING)])
    await advanceCrash(db(), TEST_TIMING)
    const states = await db()
      .select({ state: crashBets.state, win: crashBets.win, auto: crashBets.autoCashout })
      .from(crashBets)
      .where(eq(crashBets.round, round))
      .orderBy(crashBets.id)
    expect(states).toEqual([
      { state: 'cashed', win: 1_500, auto: 150 },
      { state: 'lost', win: 0, auto: 400 },
      { state: 'lost', win: 0, auto: null },
    ])
    const wins = await db().execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${`crash:${round}`} and reason = 'win'`,
    )
    expect((wins as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1)
    // Every shown round is settled, with the bet's own win.
    const shown = await db().execute(
      sql`select r.settled, r.win from crash_bets b join rounds r on r.id = b.shown_round_id where b.round = ${round} order by b.id`,
    )
    const shownRows = (shown as unknown as { rows: { settled: boolean; win: string | number }[] }).rows
    // bigint columns come as text from PostgreSQL's driver.
    expect(shownRows.map((row) => ({ settled: row.settled, win: Number(row.win) }))).toEqual([
      { settled: true, win: 1_500 },
      { settled: true, win: 0 },
      { settled: true, win: 0 },
    ])
    expect(await auditLedger(db())).toMatchObject(SOUND_LEDGER)
  })

  test('a cash-out received before the crash is paid even if the settlement committed first', async () => {
    const ready = await readyPlayer()
    const clientBetId = betId()
    await bet(ready, { clientBetId })
    await crashAt(db(), round, 300)
    await flyFor(db(), round, 10_000)
    const [{ flight, crash }] = (
      (await db().execute(
        sql`select flight_starts_at as flight, crash_at as crash from crash_rounds where round = ${round}`,
      )) as unknown as { rows: { flight: Date; crash: Date }[] }
    ).rows as [{ flight: Date; crash: Date }]
    await passTime(db(), round, 60_000)
    await advanceCrash(db(), TEST_TIMING)
    // The receipt as the request read it, 10 s into the flight; its statement reached the bet only now.
    const received = new Date(new Date(flight).getTime() + 10_000)
    expect(received.getTime()).toBeLessThan(new Date(crash).getTime())
    const shifted = new Date(received.getTime() - 60_000)
    const request = [
      {
        i: 0,
        userId: ready.player.user.id,
        clientBetId,
        received: shifted.toISOString(),
        multiplier: multiplierAt(10_000),
      },
    ]
    const result = await db().execute(
      sql`select * from ficha_crash_cashouts(${JSON.stringify(request)}::jsonb)`,
    )
    expect((result as unknown as { rows: { out_status: string }[] }).rows[0]?.out_status).toBe('cashed')
    const [stored] = await db().select().from(crashBets).where(eq(crashBets.clientBetId, clientBetId))
    expect(stored).toMatchObject({ state: 'cashed', cashedOutAt: multiplierAt(10_000) })
    expect(await auditLedger(db())).toMatchObject(SOUND_LEDGER)
  })
})
