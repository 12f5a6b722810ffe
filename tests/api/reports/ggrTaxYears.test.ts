import { loadConfig } from '@server/config'
import { restampingLedger } from '@server/db/ledgerHistory'
import { transfer } from '@server/services/ledger'
import type { ReportTable } from '@src/contract/reports'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { fundGame } from '../games/gameFixtures'
import { call, createTestServer, serverWithOperator } from '../helpers'
import { playerWithIdentity } from '../protection/fixtures'

const given = serverWithOperator(() =>
  createTestServer({
    config: { compliance: loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil' }).compliance },
  }),
)

/**
 * A stake the house keeps (GGR), stamped at noon of a São Paulo day: days after today too, since the rates
 * of years to come are the ones to prove (the report reads the hours not summed yet from the ledger itself).
 */
const stakeOn = async (userId: number, day: string, amount: number) => {
  const { db } = given.server
  await fundGame(db, userId, amount)
  const { transactionId } = await transfer(db, {
    key: `test:ggr-years:${day}`,
    reason: 'bet',
    reference: `test:ggr-years:${day}`,
    from: { userId, kind: 'game' },
    to: { system: 'house' },
    amount,
  })
  await restampingLedger(db, (tx) =>
    tx.execute(sql`update ledger_transactions
      set created_at = (${day}::date::timestamp at time zone 'America/Sao_Paulo') + interval '12 hours'
      where id = ${transactionId}`),
  )
}

const STAKES: Record<string, number> = {
  '2025-12-31': 10_000,
  '2026-01-01': 20_000,
  '2026-12-31': 30_000,
  '2027-01-01': 40_000,
}

test('a summary over 2025–2027 shows 12 %, 13 % and 14 % of GGR on the right days, and NGR after it', async () => {
  const player = await playerWithIdentity(given.server.app)
  for (const [day, amount] of Object.entries(STAKES)) await stakeOn(player.user.id, day, amount)

  const range = { from: '2025-12-01', to: '2027-01-31', groupBy: 'day' }
  const { data: report } = await call<ReportTable>(given.server.app, 'admin/report_summary', range, {
    token: given.operator,
  })
  const at = (key: string) => report.columns.findIndex((column) => column.key === key)
  expect(report.rows).toHaveLength(31 + 365 + 31)
  for (const row of report.rows) {
    const day = String(row[0])
    const rate = { '2025': 0.12, '2026': 0.13, '2027': 0.14 }[day.slice(0, 4)]
    expect(row[at('ggr_tax_rate')], day).toBe(rate)
    expect(row[at('ggr')], day).toBe(STAKES[day] ?? 0)
    const tax = Math.round((STAKES[day] ?? 0) * (rate ?? 0))
    expect(row[at('ggr_tax')], day).toBe(tax)
    expect(row[at('ngr_after_tax')], day).toBe(Number(row[at('ngr')]) - tax)
  }
  const taxOf = (day: string) => report.rows.find((row) => row[0] === day)?.[at('ggr_tax')]
  expect([taxOf('2025-12-31'), taxOf('2026-01-01'), taxOf('2026-12-31'), taxOf('2027-01-01')]).toEqual([
    1_200, 2_600, 3_900, 5_600,
  ])

  // By month, the same three rates.
  const months = await call<ReportTable>(
    given.server.app,
    'admin/report_summary',
    { ...range, groupBy: 'month' },
    { token: given.operator },
  )
  const monthRate = (month: string) => months.data.rows.find((row) => row[0] === month)?.[at('ggr_tax_rate')]
  expect([monthRate('2025-12'), monthRate('2026-01'), monthRate('2026-12'), monthRate('2027-01')]).toEqual([
    0.12, 0.13, 0.13, 0.14,
  ])
}, 180_000)
