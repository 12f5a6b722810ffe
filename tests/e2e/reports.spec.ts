import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { ReportTable } from '../../src/contract/reports'
import { formatBRL } from '../../src/money/format'
import { call, createPlayer, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, openConsole } from './support/console'
import { paidPixTopUp } from './support/money'

test.use({ viewport: CONSOLE_VIEWPORT })

/** The São Paulo day `days` before today's, as the reports count days. */
const spDay = (days = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The operator's dashboard and reports (issue 26 item 6) on a month of the run's activity: players signed up
 * and paid a PIX top-up through the API (the browser tests' server is its own, so its month is what the run
 * did), then the dashboard draws its four charts with the numbers beside them, and a report exports to CSV
 * whose content is the report's.
 */
test('the dashboard draws its charts for the month, and a report exports to CSV', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const player = await createPlayer(request)
  const order = await paidPixTopUp(request, player.token, 5_000, testInfo.project.use.baseURL ?? '')
  expect(order.code).toBe(1)
  const operator = await operatorToken(request)
  const month = { from: spDay(29), to: spDay(0), groupBy: 'day' }
  const players = await call<ReportTable>(request, 'admin/report_players', month, operator)
  const newPlayers = players.rows.reduce((sum, row) => sum + Number(row[1]), 0)
  expect(newPlayers).toBeGreaterThanOrEqual(1)

  await openConsole(page, 'en', operator, '/console/dashboard')
  await expect(page.getByText('Last 30 days')).toBeVisible()
  const charts = page.locator('figure.dashboard-card')
  await expect(charts).toHaveCount(4)
  // Each chart is drawn on a canvas of real size, its numbers beside it.
  for (const chart of await charts.all()) {
    const box = await chart.locator('canvas').first().boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(200)
    expect(box?.height ?? 0).toBeGreaterThan(100)
  }
  const summary = await call<ReportTable>(request, 'admin/report_summary', month, operator)
  const ggr = summary.rows.reduce(
    (sum, row) => sum + Number(row[summary.columns.findIndex((c) => c.key === 'ggr')]),
    0,
  )
  const revenue = page.locator('figure.dashboard-card', { hasText: 'GGR and NGR by day' })
  await expect(revenue.locator('dd').first()).toHaveText(formatBRL(ggr))
  const joined = page.locator('figure.dashboard-card', { hasText: 'New and depositing players' })
  await expect(joined.locator('dd').first()).toHaveText(newPlayers.toLocaleString('en'))
  await testInfo.attach('dashboard', { body: await page.screenshot(), contentType: 'image/png' })

  await openConsole(page, 'en', operator, '/console/reports')
  await page.locator('select[name="report"]').selectOption('payments')
  await page.locator('input[name="from"]').fill(spDay(29))
  await page.locator('select[name="groupBy"]').selectOption('channel')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.locator('table.reports-table tbody tr').first()).toBeVisible()
  // The operator hides a column and filters the rows; the export stays the whole report.
  await page.getByText('Columns').click()
  await page.getByRole('checkbox', { name: 'Average time to pay' }).uncheck()
  await expect(page.getByRole('columnheader', { name: 'Average time to pay' })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Filter rows' }).fill('no such row')
  await expect(page.locator('table.reports-table tbody tr')).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Filter rows' }).fill('paid')
  await expect(page.locator('table.reports-table tbody tr').first()).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`ficha-payments-${spDay(29)}-${spDay(0)}.csv`)
  const path = await download.path()
  const lines = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe('period,type,channel,status,orders,amount,avg_seconds_to_pay')
  // The paid PIX top-up, in reais with a dot.
  expect(lines.some((line) => /,recharge,pix[^,]*,paid,\d+,\d+\.\d{2},\d+$/.test(line))).toBe(true)
})
