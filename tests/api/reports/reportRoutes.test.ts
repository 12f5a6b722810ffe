import { games } from '@server/db/schema/catalogue'
import { rounds } from '@server/db/schema/rounds'
import { Code } from '@src/contract/codes'
import type { ReportTable } from '@src/contract/reports'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import { spToday } from './reportFixtures'

const given = serverWithOperator()
let player: Player
let today: string
let gameId: number
let slug: string

const admin = <T = ReportTable>(path: string, body: unknown, token = given.operator) =>
  call<T>(given.server.app, path, body, { token, lang: 'en' })

const exportCsv = (body: unknown, token = given.operator) =>
  given.server.app.inject({
    method: 'POST',
    url: '/api/admin/report_export',
    headers: { token },
    payload: body as object,
  })

const column = (table: ReportTable, key: string) => table.columns.findIndex((c) => c.key === key)

beforeAll(async () => {
  const { db, app } = given.server
  player = await createPlayer(app)
  today = await spToday(db)
  const [game] = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(eq(games.provider, 'ficha'))
    .limit(1)
  if (!game) throw new Error('no game')
  gameId = game.id
  slug = game.slug
  await db.insert(rounds).values(
    [1000, 2000, 3000].map((bet, index) => ({
      userId: player.user.id,
      gameId,
      bet,
      win: index === 0 ? 5000 : 0,
      settled: true,
      startedAt: new Date(),
      endedAt: new Date(),
    })),
  )
})

const ROUTES = ['report_summary', 'report_games', 'report_payments', 'report_players', 'report_rounds']

describe('report routes', () => {
  test('a player gets 403 and a caller without a token 401 on every report route and the export', async () => {
    for (const route of [...ROUTES, 'report_export']) {
      const body = { report: 'summary', from: today, to: today }
      expect((await admin(`admin/${route}`, body, player.token)).code, route).toBe(Code.Forbidden)
      expect((await call(given.server.app, `admin/${route}`, body)).code, route).toBe(Code.SessionExpired)
    }
  })

  test('a range that ends before it starts, a date that does not exist or too long is refused, naming the longest', async () => {
    for (const [report, from, to] of [
      ['summary', today, '2000-01-01'],
      ['summary', '2026-02-30', '2026-03-01'],
      ['summary', '2024-01-01', '2027-01-01'],
      ['games', '2024-01-01', '2025-01-01'],
    ]) {
      expect((await admin(`admin/report_${report}`, { from, to })).code, `${report} ${from}`).toBe(
        Code.ReportRangeInvalid,
      )
    }
    expect((await admin('admin/report_games', { from: '2024-01-01', to: '2025-01-01' })).msg).toContain('366')
    expect((await admin('admin/report_summary', { from: '2024-01-01', to: '2027-01-01' })).msg).toContain(
      '1096',
    )
    expect((await admin('admin/report_summary', { from: today, to: today, groupBy: 'game' })).code).toBe(
      Code.ReportGroupInvalid,
    )
  })

  test('the summary has a row per day of the range with GGR, NGR and liability', async () => {
    const from = await spToday(given.server.db, 2)
    const answer = await admin('admin/report_summary', { from, to: today })
    expect(answer.code).toBe(1)
    expect(answer.data.rows.map((row) => row[0])).toEqual([from, await spToday(given.server.db, 1), today])
    expect(answer.data.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['stakes', 'wins', 'ggr', 'ngr', 'liability', 'cashback', 'races']),
    )
    const month = await admin('admin/report_summary', { from: today, to: today, groupBy: 'month' })
    expect(month.data.rows[0]?.[0]).toBe(today.slice(0, 7))
  })

  test("the games report shows a game's rounds, stakes, wins and its RTP beside the theoretical one", async () => {
    const answer = await admin('admin/report_games', { from: today, to: today, groupBy: 'game' })
    expect(answer.code).toBe(1)
    const row = answer.data.rows.find((r) => r[0] === slug)
    expect(row).toBeDefined()
    const [rtpBps] = await given.server.db
      .select({ rtp: games.rtpBps })
      .from(games)
      .where(eq(games.id, gameId))
    expect(row?.[column(answer.data, 'theoretical_rtp')]).toBe((rtpBps?.rtp ?? 0) / 10_000)
    expect(row?.[column(answer.data, 'rtp_flagged')]).toBe(false)
    const channels = await admin('admin/report_games', { from: today, to: today, groupBy: 'channel' })
    const direct = channels.data.rows.find((r) => r[0] === 'direct')
    expect(Number(direct?.[column(channels.data, 'stakes')])).toBeGreaterThanOrEqual(6000)
  })

  test('the payments report counts a paid top-up by channel and status with its time to pay', async () => {
    const { db } = given.server
    await db.execute(sql`insert into orders (user_id, type, status, amount, idempotency_key, channel_id, audited_at, created_at)
      select ${player.user.id}, 'recharge', 'paid', 12345, 'report-test', c.id, now(), now() - interval '90 seconds'
      from payment_channels c order by c.id limit 1`)
    const answer = await admin('admin/report_payments', { from: today, to: today, groupBy: 'channel' })
    const paid = answer.data.rows.find(
      (r) => r[column(answer.data, 'type')] === 'recharge' && r[column(answer.data, 'status')] === 'paid',
    )
    expect(Number(paid?.[column(answer.data, 'amount')])).toBeGreaterThanOrEqual(12345)
    expect(Number(paid?.[column(answer.data, 'avg_seconds_to_pay')])).toBeGreaterThan(0)
    const players = await admin('admin/report_players', { from: today, to: today })
    const row = players.data.rows[0]
    expect(row?.[column(players.data, 'new_players')]).toBeGreaterThanOrEqual(1)
    expect(row?.[column(players.data, 'first_deposits')]).toBeGreaterThanOrEqual(1)
  })

  test('the rounds report pages through every round with a cursor', async () => {
    const first = await admin('admin/report_rounds', { from: today, to: today, limit: 2 })
    expect(first.code).toBe(1)
    expect(first.data.rows).toHaveLength(2)
    expect(first.data.next).toEqual(expect.any(String))
    const second = await admin('admin/report_rounds', {
      from: today,
      to: today,
      limit: 2,
      after: first.data.next,
    })
    expect(second.data.rows[0]?.[0]).not.toBe(first.data.rows[0]?.[0])
    expect(Number(second.data.rows[0]?.[0])).toBeGreaterThan(Number(first.data.rows[1]?.[0]))
  })
})

describe('report_export', () => {
  test('a report downloads as UTF-8 CSV with a header row and amounts in reais with a dot', async () => {
    const response = await exportCsv({ report: 'games', from: today, to: today, groupBy: 'game' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain(`ficha-games-${today}-${today}.csv`)
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'game,provider,rounds,stakes,wins,ggr,rtp,theoretical_rtp,rtp_deviation,rtp_flagged',
    )
    const row = lines.find((line) => line.startsWith(`${slug},`))
    expect(row).toMatch(new RegExp(`^${slug},ficha,\\d+,\\d+\\.\\d{2},\\d+\\.\\d{2},-?\\d+\\.\\d{2},`))
  })

  test('the rounds export streams every round, one line each', async () => {
    const json = await admin('admin/report_rounds', { from: today, to: today, limit: 500 })
    const response = await exportCsv({ report: 'rounds', from: today, to: today })
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('round,ended_at,player,game,provider,channel,bet,win')
    expect(lines.length - 1).toBe(json.data.rows.length)
    expect(lines).toContain(
      `${json.data.rows.at(-1)?.[0]},${json.data.rows.at(-1)?.[1]},${player.user.id},${slug},ficha,direct,30.00,0.00`,
    )
  })

  test('a refused range answers the JSON error, not a CSV', async () => {
    const response = await exportCsv({ report: 'rounds', from: today, to: '2000-01-01' })
    expect(response.json().code).toBe(Code.ReportRangeInvalid)
  })
})
