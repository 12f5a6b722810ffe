import { rowsOf } from '@server/db/rows'
import { seedMonth } from '@server/seeds/month'
import { dayStartSql } from '@server/services/calendar'
import type { ReportTable } from '@src/contract/reports'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, serverWithOperator } from '../helpers'
import { ledgerSays } from './reportFixtures'

const given = serverWithOperator()

const table = async (path: string, body: object) => {
  const answer = await call<ReportTable>(given.server.app, `admin/${path}`, body, {
    token: given.operator,
    lang: 'en',
  })
  expect(answer.code).toBe(1)
  const keys = answer.data.columns.map((column) => column.key)
  return answer.data.rows.map((row) => Object.fromEntries(keys.map((key, index) => [key, row[index]])))
}

test('a seeded month of play shows in the reports day by day as the seed wrote it, built from the hourly summaries', async () => {
  const { db, app } = given.server
  // The seed draws its volumes, but the games' outcomes are the engine's own: twelve players make a month
  // in which no wallet ever grows enough for a withdrawal most unlikely.
  const month = await seedMonth(db, app.config, { players: 12, seed: 7 })
  if (!month) throw new Error('seeded already')
  expect(month.players).toBe(12)
  const total = (key: 'deposits' | 'withdrawals' | 'rounds' | 'stakes' | 'newPlayers') =>
    month.days.reduce((sum, day) => sum + day[key], 0)
  // A month with every kind of movement.
  expect(total('deposits')).toBeGreaterThanOrEqual(12)
  expect(total('rounds')).toBeGreaterThan(50)
  expect(total('withdrawals')).toBeGreaterThan(0)
  expect(total('newPlayers')).toBe(12)
  expect(new Set(month.days.filter((day) => day.rounds > 0).map((day) => day.day)).size).toBeGreaterThan(10)

  const range = { from: month.from, to: month.to, groupBy: 'day' }
  const summary = await table('report_summary', range)
  const players = await table('report_players', range)
  const games = await table('report_games', range)
  for (const seeded of month.days) {
    const period = seeded.day
    const day = summary.find((row) => row.period === period)
    expect({
      period,
      stakes: day?.stakes ?? 0,
      wins: day?.wins ?? 0,
      ggr: day?.ggr ?? 0,
      ngr: day?.ngr ?? 0,
    }).toEqual({
      period,
      stakes: seeded.stakes,
      wins: seeded.wins,
      ggr: seeded.ggr,
      ngr: seeded.ngr,
    })
    // The ledger agrees (liability included), to the centavo.
    const says = await ledgerSays(db, period)
    expect({ ggr: day?.ggr ?? 0, ngr: day?.ngr ?? 0, liability: day?.liability }).toEqual(says)
    expect(players.find((row) => row.period === period)?.new_players ?? 0).toBe(seeded.newPlayers)
    expect(games.find((row) => row.day === period)?.rounds ?? 0).toBe(seeded.rounds)
  }
  // The closed hours came from the summaries the reports built, as in production: every hour from the
  // month's first São Paulo midnight to one of the last two hours, none missing.
  const [built] = rowsOf<{ hours: number; first: boolean; span: number; recent: boolean }>(
    await db.execute(sql`
      select count(*)::integer as hours, min(hour) = ${dayStartSql(month.from)} as first,
             (extract(epoch from max(hour) - min(hour)) / 3600)::integer + 1 as span,
             max(hour) >= now() - interval '3 hours' as recent
        from report_hours where hour >= ${dayStartSql(month.from)}`),
  )
  expect(built).toEqual({ hours: built?.span, first: true, span: expect.any(Number), recent: true })
  expect(built?.hours).toBeGreaterThan(24 * 28)
  // A second run leaves the month as it is.
  expect(await seedMonth(db, app.config)).toBeNull()
}, 120_000)
