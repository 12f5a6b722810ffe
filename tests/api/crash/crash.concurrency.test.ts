import { type App, buildApp } from '@server/app'
import type { Db } from '@server/db'
import { rowsOf } from '@server/db/rows'
import { openSeededDatabase } from '@server/seeds'
import { createSession, findSession } from '@server/services/accounts/sessions'
import { createUser } from '@server/services/accounts/users'
import { advanceCrash, findCrashGame } from '@server/services/crash'
import { launchGame, openGameSession } from '@server/services/games/gameSessions'
import { transfer } from '@server/services/ledger'
import { GAME_TOKEN_HEADER } from '@src/constants'
import { Code } from '@src/contract/codes'
import type { CrashBetResult } from '@src/contract/crash'
import { msToReach, multiplierAt } from '@src/crash/curve'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { fundGame, openGame } from '../games/gameFixtures'
import {
  createPlayer,
  createPostgresTestServer,
  describeOnPostgres,
  newPhone,
  type TestServer,
} from '../helpers'
import { auditLedger, SOUND_LEDGER } from '../services/ledgerFixtures'
import { crashAt, crashCall, flyFor, newestRoundNumber, TEST_TIMING } from './crashFixtures'

const PLAYERS = 500
const FUNDS = 100_000
const STAKE = 1_000
const CRASH_POINT = 200

interface Seated {
  userId: number
  token: string
  ip: string
  /** Half of the players also ask for an automatic cash-out. */
  auto: number | null
}

const seat = async (db: Db, gameId: number, index: number): Promise<Seated> => {
  const user = await createUser(db, { phone: newPhone(), passwordHash: 'concurrency test: never logs in' })
  if (!user) throw new Error('phone clash')
  await transfer(db, {
    key: `test:crash:fund:${user.id}`,
    reason: 'adjustment',
    reference: 'test',
    from: { system: 'deposits' },
    to: { userId: user.id, kind: 'game' },
    amount: FUNDS,
  })
  const login = await findSession(db, await createSession(db, user.id))
  if (!login) throw new Error('no login session')
  const { launchToken } = await launchGame(db, { userId: user.id, gameId, loginSessionId: login.sessionId })
  const opened = await openGameSession(db, launchToken)
  if (!opened) throw new Error('no game session')
  return {
    userId: user.id,
    token: opened.token,
    ip: `10.77.${index >> 8}.${index & 255}`,
    // Targets on both sides of the crash point, the crash point itself among them.
    auto: index % 2 === 0 ? ([150, 199, 200, 201, 500][(index / 2) % 5] ?? null) : null,
  }
}

const post = async <T>(app: App, player: Seated, path: string, body: object) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api/crash/${path}`,
      headers: { [GAME_TOKEN_HEADER]: player.token },
      remoteAddress: player.ip,
      payload: body,
    })
  ).json() as { code: number; data: T; msg: string }

describeOnPostgres('500 players in one crash round, on two processes', () => {
  let server: TestServer
  let second: { app: App; db: Db; close: () => Promise<void> }
  let players: Seated[] = []

  beforeAll(async () => {
    server = await createPostgresTestServer()
    const database = await openSeededDatabase(server.config)
    const app = await buildApp({ config: server.config, database })
    await app.ready()
    second = {
      app,
      db: database.db,
      close: async () => {
        await app.close()
        await database.close()
      },
    }
    const game = await findCrashGame(server.db)
    if (!game) throw new Error('no crash game')
    players = []
    for (let start = 0; start < PLAYERS; start += 50)
      players.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, PLAYERS - start) }, (_, k) =>
            seat(server.db, game.id, start + k),
          ),
        )),
      )
  }, 300_000)
  afterAll(async () => {
    await second?.close()
    await server?.close()
  })

  test('cash-outs racing the crash: none received after it is paid, every one paid was received before it, the ledger balances', async () => {
    await advanceCrash(server.db, TEST_TIMING)
    const round = await newestRoundNumber(server.db)
    const apps = [server.app, second.app]
    // Every player bets, half through each process.
    const placed = await Promise.all(
      players.map((player, index) =>
        post<CrashBetResult>(apps[index % 2] as App, player, 'bet', {
          slot: 1,
          bet: STAKE,
          autoCashout: player.auto,
          clientBetId: `concurrency-${player.userId}`,
        }),
      ),
    )
    expect(
      placed.filter((answer) => answer.code !== Code.Ok).map(({ code, msg }) => `${code} ${msg}`),
    ).toEqual([])
    // The flight is on, 1.5 s before a crash at 2.00×; both processes run the loop while the cash-outs come in
    // through both, in waves that reach past the crash.
    await crashAt(server.db, round, CRASH_POINT)
    await flyFor(server.db, round, msToReach(CRASH_POINT) - 1_500)
    let done = false
    const loops = [server.db, second.db].map(async (db) => {
      while (!done) {
        await advanceCrash(db, TEST_TIMING)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })
    const answers: { player: Seated; code: number; msg: string }[] = []
    const waves = 10
    const perWave = PLAYERS / waves
    await Promise.all(
      Array.from({ length: waves }, async (_, wave) => {
        await new Promise((resolve) => setTimeout(resolve, wave * 300))
        await Promise.all(
          players.slice(wave * perWave, (wave + 1) * perWave).map(async (player, k) => {
            const answer = await post<CrashBetResult>(apps[(wave + k) % 2] as App, player, 'cashout', {
              clientBetId: `concurrency-${player.userId}`,
            })
            answers.push({ player, code: answer.code, msg: answer.msg })
          }),
        )
      }),
    )
    // The loops settle what is left once the crash has passed (the schedule is left as it is: the receipts are real).
    for (;;) {
      const [row] = rowsOf<{ settled: boolean }>(
        await server.db.execute(
          sql`select settled_at is not null as settled from crash_rounds where round = ${round}`,
        ),
      )
      if (row?.settled) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    done = true
    await Promise.all(loops)
    await advanceCrash(server.db, TEST_TIMING)

    // Every cash-out was answered: paid, or refused as after the crash.
    expect(
      answers
        .filter(({ code }) => code !== Code.Ok && code !== Code.CrashTooLate)
        .map(({ code, msg }) => `${code} ${msg}`),
    ).toEqual([])
    const bets = rowsOf<{
      user_id: number
      state: string
      stake: string
      win: string
      cashed_out_at: number | null
      auto_cashout: number | null
      received_ms: string | null
      flight_ms: string
      crash_ms: string
      auto_ms: string | null
      wins: number
    }>(
      await server.db.execute(sql`
        select b.user_id, b.state, b.stake, b.win, b.cashed_out_at, b.auto_cashout,
               (extract(epoch from b.settled_at) * 1000)::bigint as received_ms,
               (extract(epoch from r.flight_starts_at) * 1000)::bigint as flight_ms,
               (extract(epoch from r.crash_at) * 1000)::bigint as crash_ms,
               (extract(epoch from b.auto_at) * 1000)::bigint as auto_ms,
               (select count(*)::int from ledger_transactions t where t.idempotency_key = 'crash:win:' || b.id) as wins
        from crash_bets b join crash_rounds r on r.round = b.round where b.round = ${round}`),
    )
    expect(bets).toHaveLength(PLAYERS)
    expect(bets.filter((bet) => bet.state === 'open').map((bet) => bet.user_id)).toEqual([])
    const refused = new Set(
      answers.filter(({ code }) => code === Code.CrashTooLate).map(({ player }) => player.userId),
    )
    const paidByRequest = new Set(
      answers.filter(({ code }) => code === Code.Ok).map(({ player }) => player.userId),
    )
    for (const bet of bets) {
      const crash = Number(bet.crash_ms)
      if (bet.state === 'cashed') {
        // Paid once, received (or its target reached) before the crash, at the curve's multiplier then.
        expect(bet.wins).toBe(1)
        const at = Number(bet.received_ms)
        expect(at).toBeLessThanOrEqual(crash)
        const m = bet.cashed_out_at ?? 0
        expect(m).toBeLessThanOrEqual(CRASH_POINT)
        if (bet.auto_ms !== null && Number(bet.auto_ms) === at) expect(m).toBe(bet.auto_cashout)
        else {
          expect(at).toBeLessThan(crash)
          expect(m).toBe(multiplierAt(at - Number(bet.flight_ms)))
        }
        expect(Number(bet.win)).toBe(Math.floor((STAKE * m) / 100))
        // A cash-out refused as too late had nothing of its own paid: only the target reached before it.
        if (refused.has(bet.user_id)) expect(m).toBe(bet.auto_cashout)
      } else {
        expect(bet.wins).toBe(0)
        expect(Number(bet.win)).toBe(0)
        expect(paidByRequest.has(bet.user_id)).toBe(false)
        // Lost: its target (if any) was above the crash point.
        if (bet.auto_cashout !== null) expect(bet.auto_cashout).toBeGreaterThan(CRASH_POINT)
      }
      // Targets at or below the crash point were always paid.
      if (bet.auto_cashout !== null && bet.auto_cashout <= CRASH_POINT) expect(bet.state).toBe('cashed')
    }
    // Each player's game balance is the funds, less the stake, plus the win: balances equal entries.
    const balances = rowsOf<{ user_id: number; balance: string }>(
      await server.db.execute(sql`select a.user_id, a.balance from accounts a
        where a.kind = 'game' and a.user_id = any(${`{${players.map((player) => player.userId).join(',')}}`}::int[])`),
    )
    const winOf = new Map(bets.map((bet) => [bet.user_id, Number(bet.win)]))
    for (const { user_id, balance } of balances)
      expect(Number(balance)).toBe(FUNDS - STAKE + (winOf.get(user_id) ?? Number.NaN))
    expect(await auditLedger(server.db)).toMatchObject(SOUND_LEDGER)
    console.log(
      `crash concurrency: ${paidByRequest.size} manual cash-outs paid, ${refused.size} refused after the crash, ` +
        `${bets.filter((bet) => bet.state === 'cashed').length} bets cashed in all`,
    )
  }, 300_000)
})

describeOnPostgres('the settlement after the crash beside a batch of cash-outs', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createPostgresTestServer()
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  test('a batch holding a bet the settlement loses, then taking one it pays, waits its turn: no deadlock, both settled once', async () => {
    await advanceCrash(server.db, TEST_TIMING)
    const round = await newestRoundNumber(server.db)
    const place = async (autoCashout: number | null) => {
      const player = await createPlayer(server.app)
      await fundGame(server.db, player.user.id, FUNDS)
      const token = await openGame(server.app, player, 'crash')
      const clientBetId = `settle-order-${player.user.id}`
      const placed = await crashCall<CrashBetResult>(server.app, 'bet', token, {
        slot: 1,
        bet: STAKE,
        autoCashout,
        clientBetId,
      })
      expect(placed.code).toBe(Code.Ok)
      return placed.data.bet.id
    }
    // The lower id is lost at the crash; the higher one reached its target before it, unpaid yet.
    const lost = await place(null)
    const auto = await place(150)
    await crashAt(server.db, round, CRASH_POINT)
    await flyFor(server.db, round, msToReach(CRASH_POINT) + 1_000)

    let settled: Promise<unknown> = Promise.resolve(null)
    await server.db.transaction(async (batch) => {
      // A batch of cash-outs locks its bets in id order: the first one now...
      await batch.execute(sql`select 1 from crash_bets where id = ${lost} for update`)
      settled = advanceCrash(server.db, TEST_TIMING).then(
        () => null,
        (error: unknown) => error,
      )
      // ...the second once the settlement waits for the first.
      await vi.waitUntil(
        async () => {
          const [row] = rowsOf<{ waiting: number }>(
            await server.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%ficha_crash_settle%'`),
          )
          return (row?.waiting ?? 0) > 0
        },
        { timeout: 10_000, interval: 20 },
      )
      await batch.execute(sql`select 1 from crash_bets where id = ${auto} for update`)
    })
    expect(await settled).toBeNull()
    const states = rowsOf<{ id: string; state: string; win: string }>(
      await server.db.execute(
        sql`select id, state, win from crash_bets where id in (${lost}, ${auto}) order by id`,
      ),
    )
    expect(states.map(({ state, win }) => [state, Number(win)])).toEqual([
      ['lost', 0],
      ['cashed', (STAKE * 150) / 100],
    ])
    expect(await auditLedger(server.db)).toMatchObject(SOUND_LEDGER)
  })
})
