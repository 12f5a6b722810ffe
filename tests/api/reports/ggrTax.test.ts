import { primaryReads } from '@server/db'
import { transfer } from '@server/services/ledger'
import { forgetDays, groupedReport } from '@server/services/reports'
import type { ReportTable } from '@src/contract/reports'
import { expect, test } from 'vitest'
import { fundGame } from '../games/gameFixtures'
import { call, createPlayer, serverWithOperator } from '../helpers'
import { backdate } from './reportFixtures'

const given = serverWithOperator()

/** A stake the house keeps (GGR) on a past São Paulo day. */
const stakeOn = async (userId: number, day: string, amount: number) => {
  const { db } = given.server
  await fundGame(db, userId, amount)
  const { transactionId } = await transfer(db, {
    key: `test:ggr-tax:${day}:${userId}`,
    reason: 'bet',
    reference: `test:ggr-tax:${day}`,
    from: { userId, kind: 'game' },
    to: { system: 'house' },
    amount,
  })
  await backdate(db, transactionId, day, 0.5)
}

const cell = (table: ReportTable, period: string, key: string) =>
  table.rows.find((row) => row[0] === period)?.[table.columns.findIndex((column) => column.key === key)]

test('the summary shows the GGR tax at its year’s rate: 12 % on the last day of 2025, 13 % on the first of 2026', async () => {
  const { db, app } = given.server
  const player = await createPlayer(app)
  await stakeOn(player.user.id, '2025-12-31', 10_000)
  await stakeOn(player.user.id, '2026-01-01', 20_000)
  await forgetDays(db, '2025-12-31')
  const range = { from: '2025-12-31', to: '2026-01-01', groupBy: 'day' }
  const brazil = await groupedReport({ db, reads: primaryReads(db), ggrTax: true }, 'summary', range)
  expect(cell(brazil, '2025-12-31', 'ggr')).toBe(10_000)
  expect(cell(brazil, '2025-12-31', 'ggr_tax_rate')).toBe(0.12)
  expect(cell(brazil, '2025-12-31', 'ggr_tax')).toBe(1_200)
  expect(cell(brazil, '2026-01-01', 'ggr_tax_rate')).toBe(0.13)
  expect(cell(brazil, '2026-01-01', 'ggr_tax')).toBe(2_600)
  const ngr = Number(cell(brazil, '2026-01-01', 'ngr'))
  expect(cell(brazil, '2026-01-01', 'ngr_after_tax')).toBe(ngr - 2_600)

  // The standard profile's server shows no Brazilian tax.
  const standard = await call<ReportTable>(app, 'admin/report_summary', range, { token: given.operator })
  expect(standard.data.columns.map((column) => column.key)).not.toContain('ggr_tax')
  expect(cell(standard.data, '2026-01-01', 'ggr')).toBe(20_000)
}, 120_000)
