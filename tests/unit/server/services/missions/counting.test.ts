// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

// The counting rules of docs/missions.md, run on the SQL functions themselves (their one home) over the
// missions migration and the few columns of users and games they read: what a round adds by task, the
// window, the games, completions, repeats and the points paid.
const sqlOf = (path: string) => readFileSync(new URL(`../../../../../${path}`, import.meta.url), 'utf8')
// The migration is found by its name, whatever number the journal gave it.
const missionsMigration = readdirSync(new URL('../../../../../server/db/migrations', import.meta.url)).find(
  (name) => /^\d+_missions\.sql$/.test(name),
)

let db: PGlite

beforeAll(async () => {
  db = new PGlite()
  await db.exec(`
    CREATE TABLE users (id integer PRIMARY KEY);
    CREATE TABLE games (id integer PRIMARY KEY, provider text NOT NULL);
    INSERT INTO users VALUES (1), (2);
    INSERT INTO games VALUES (10, 'ficha'), (11, 'ficha'), (20, 'hub88');
  `)
  await db.exec(sqlOf(`server/db/migrations/${missionsMigration}`).replaceAll('--> statement-breakpoint', ''))
  for (const name of ['ficha_sp_day', 'ficha_points_move', 'ficha_mission_advance', 'ficha_mission_count'])
    await db.exec(sqlOf(`server/db/functions/${name}.sql`))
  // A database starting on a busy machine takes longer than the default hook's 10 s.
}, 60_000)
afterAll(() => db.close())

beforeEach(async () => {
  await db.exec(
    'TRUNCATE mission_progress, points_movements, points_balances, missions RESTART IDENTITY CASCADE',
  )
})

interface Mission {
  task: string
  target: number
  points?: number
  repeatable?: boolean
  multiplier?: number
  games?: number[]
  providers?: string[]
  from?: string
  to?: string
  state?: string
}

const mission = async (m: Mission): Promise<number> => {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO missions (names, task, target, points, repeatable, min_multiplier_bps, game_ids, providers,
                           starts_at, ends_at, state)
     VALUES ('{"en":"m"}', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      m.task,
      m.target,
      m.points ?? 10,
      m.repeatable ?? false,
      m.multiplier ?? 0,
      m.games ?? [],
      m.providers ?? [],
      m.from ?? '2026-01-01T00:00:00Z',
      m.to ?? '2027-01-01T00:00:00Z',
      m.state ?? 'published',
    ],
  )
  return rows[0]?.id ?? 0
}

/** A round of player 1 (game 10, stake 100, win 0 unless said) at noon UTC on the day given. */
const round = (o: { game?: number; stake?: number; win?: number | null; at?: string; user?: number } = {}) =>
  db.query('SELECT ficha_mission_count($1, $2, $3, $4, $5, true)', [
    o.user ?? 1,
    o.game ?? 10,
    o.stake ?? 100,
    o.win === undefined ? 0 : o.win,
    o.at ?? '2026-06-01T12:00:00Z',
  ])

const progress = async (id: number, user = 1) =>
  (
    await db.query<{ progress: number; completions: number }>(
      'SELECT progress::int, completions FROM mission_progress WHERE mission_id = $1 AND user_id = $2',
      [id, user],
    )
  ).rows[0] ?? { progress: 0, completions: 0 }

const points = async (user = 1) =>
  (await db.query<{ balance: number }>('SELECT balance::int FROM points_balances WHERE user_id = $1', [user]))
    .rows[0]?.balance ?? 0

describe('what a round adds', () => {
  it('rounds count one a round, stakes the stake', async () => {
    const rounds = await mission({ task: 'rounds', target: 10 })
    const stakes = await mission({ task: 'stakes', target: 10_000 })
    await round({ stake: 250 })
    await round({ stake: 50 })
    expect(await progress(rounds)).toEqual({ progress: 2, completions: 0 })
    expect(await progress(stakes)).toEqual({ progress: 300, completions: 0 })
  })

  it('wins count a win at or above stake × multiplier, never a loss or an unknown win', async () => {
    const wins = await mission({ task: 'wins', target: 10, multiplier: 20_000 })
    await round({ stake: 100, win: 199 })
    await round({ stake: 100, win: 200 })
    await round({ stake: 100, win: 5_000 })
    await round({ stake: 100, win: 0 })
    await round({ stake: 100, win: null })
    expect(await progress(wins)).toEqual({ progress: 2, completions: 0 })
  })

  it('days count a São Paulo day once, however many rounds it has', async () => {
    const days = await mission({ task: 'days', target: 3 })
    await round({ at: '2026-06-01T12:00:00Z' })
    await round({ at: '2026-06-01T20:00:00Z' })
    // 02:00 UTC on the 2nd is still the 1st in São Paulo (UTC-3).
    await round({ at: '2026-06-02T02:00:00Z' })
    await round({ at: '2026-06-02T12:00:00Z' })
    expect(await progress(days)).toEqual({ progress: 2, completions: 0 })
  })

  it('a stake of 0 and a deposits mission count nothing from a round', async () => {
    const deposits = await mission({ task: 'deposits', target: 10 })
    const rounds = await mission({ task: 'rounds', target: 10 })
    await round({ stake: 0 })
    await round()
    expect(await progress(deposits)).toEqual({ progress: 0, completions: 0 })
    expect(await progress(rounds)).toEqual({ progress: 1, completions: 0 })
  })
})

describe('which missions a round counts in', () => {
  it('only its games or its providers; both empty: every game', async () => {
    const byGame = await mission({ task: 'rounds', target: 10, games: [11] })
    const byProvider = await mission({ task: 'rounds', target: 10, providers: ['hub88'] })
    const every = await mission({ task: 'rounds', target: 10 })
    await round({ game: 10 })
    await round({ game: 11 })
    await round({ game: 20 })
    expect((await progress(byGame)).progress).toBe(1)
    expect((await progress(byProvider)).progress).toBe(1)
    expect((await progress(every)).progress).toBe(3)
  })

  it('only inside the window, the start counted and the end not, and only while published', async () => {
    const window = await mission({
      task: 'rounds',
      target: 10,
      from: '2026-06-01T12:00:00Z',
      to: '2026-06-01T13:00:00Z',
    })
    const draft = await mission({ task: 'rounds', target: 10, state: 'draft' })
    const archived = await mission({ task: 'rounds', target: 10, state: 'archived' })
    await round({ at: '2026-06-01T11:59:59Z' })
    await round({ at: '2026-06-01T12:00:00Z' })
    await round({ at: '2026-06-01T12:59:59Z' })
    await round({ at: '2026-06-01T13:00:00Z' })
    expect((await progress(window)).progress).toBe(2)
    expect((await progress(draft)).progress).toBe(0)
    expect((await progress(archived)).progress).toBe(0)
  })
})

describe('completion', () => {
  it('pays the points once at the target and stops a mission that does not repeat', async () => {
    const once = await mission({ task: 'rounds', target: 2, points: 30 })
    for (let n = 0; n < 5; n += 1) await round()
    expect(await progress(once)).toEqual({ progress: 2, completions: 1 })
    expect(await points()).toBe(30)
  })

  it('a repeatable one completes as often as reached, the rest carried over, each completion paid', async () => {
    const again = await mission({ task: 'stakes', target: 100, points: 5, repeatable: true })
    await round({ stake: 350 })
    expect(await progress(again)).toEqual({ progress: 50, completions: 3 })
    await round({ stake: 50 })
    expect(await progress(again)).toEqual({ progress: 0, completions: 4 })
    expect(await points()).toBe(20)
    const { rows } = await db.query<{ key: string; balance_after: number }>(
      'SELECT key, balance_after::int FROM points_movements ORDER BY id',
    )
    expect(rows.map((row) => [row.key, row.balance_after])).toEqual([
      [`mission:${again}:1:1`, 5],
      [`mission:${again}:1:2`, 10],
      [`mission:${again}:1:3`, 15],
      [`mission:${again}:1:4`, 20],
    ])
  })

  it("each player's progress is their own", async () => {
    const shared = await mission({ task: 'rounds', target: 2 })
    await round({ user: 1 })
    await round({ user: 2 })
    await round({ user: 2 })
    expect(await progress(shared, 1)).toEqual({ progress: 1, completions: 0 })
    expect(await progress(shared, 2)).toEqual({ progress: 2, completions: 1 })
  })
})

describe('the points ledger', () => {
  it('refuses to go below 0, writing nothing, and names each movement once', async () => {
    await db.query(`SELECT ficha_points_move(1, 10, 'mission', 'k1', 1)`)
    await expect(db.query(`SELECT ficha_points_move(1, -11, 'purchase', 'k2', 1)`)).rejects.toThrow(
      /pointsShort/,
    )
    await expect(db.query(`SELECT ficha_points_move(1, 5, 'mission', 'k1', 1)`)).rejects.toThrow()
    expect(await points()).toBe(10)
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM points_movements')
    expect(rows[0]?.n).toBe(1)
  })
})
