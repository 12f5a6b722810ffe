import { readFileSync } from 'node:fs'
import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import type { SeededMonth } from '../../src/contract/dev'
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

const sum = (table: ReportTable, key: string) => {
  const index = table.columns.findIndex((column) => column.key === key)
  return table.rows.reduce((total, row) => total + Number(row[index] ?? 0), 0)
}

/**
 * The operator's dashboard and reports on a seeded month: the development seed writes 30
 * days of players, PIX top-ups, rounds, withdrawals and a correction through the server's services
 * (POST /api/dev/seed_month, server/seeds/month.ts), and a player of the run pays a PIX top-up today. The
 * reports give each past day what the seed wrote; the dashboard draws its four charts with data and the
 * numbers beside them; a report exports to CSV whose content is the report's.
 */
test('the dashboard draws its charts for a seeded month, and a report exports to CSV', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const seeded = await call<SeededMonth | null>(request, 'dev/seed_month', { players: 12 })
  if (!seeded) throw new Error('the month was seeded before this server answered it')
  const player = await createPlayer(request)
  const order = await paidPixTopUp(request, player.token, 5_000, testInfo.project.use.baseURL ?? '')
  expect(order.code).toBe(1)
  const operator = await operatorToken(request)
  const month = { from: spDay(29), to: spDay(0), groupBy: 'day' }
  expect({ from: seeded.from, to: seeded.to }).toEqual({ from: month.from, to: month.to })
  const summary = await call<ReportTable>(request, 'admin/report_summary', month, operator)
  const players = await call<ReportTable>(request, 'admin/report_players', month, operator)
  // Every day before today is the seed's alone (the run plays today): the report says what it wrote.
  const column = (key: string) => summary.columns.findIndex((c) => c.key === key)
  for (const day of seeded.days.filter((day) => day.day < month.to)) {
    const row = summary.rows.find((candidate) => candidate[0] === day.day)
    expect({
      day: day.day,
      stakes: row?.[column('stakes')],
      ggr: row?.[column('ggr')],
      ngr: row?.[column('ngr')],
    }).toEqual({
      day: day.day,
      stakes: day.stakes,
      ggr: day.ggr,
      ngr: day.ngr,
    })
  }
  const seededStakes = seeded.days.reduce((total, day) => total + day.stakes, 0)
  expect(seededStakes).toBeGreaterThan(0)
  expect(sum(summary, 'stakes')).toBeGreaterThanOrEqual(seededStakes)
  const newPlayers = sum(players, 'new_players')
  expect(newPlayers).toBeGreaterThanOrEqual(seeded.players + 1)

  await openConsole(page, 'en', operator, '/console/dashboard')
  await expect(page.getByText('Last 30 days')).toBeVisible()
  const charts = page.locator('figure.dashboard-card')
  await expect(charts).toHaveCount(4)
  // Each chart is uPlot's, drawn on a canvas of real size, its numbers beside it.
  for (const chart of await charts.all()) {
    await expect(chart.locator('.uplot canvas')).toHaveCount(1)
    const box = await chart.locator('canvas').boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(200)
    expect(box?.height ?? 0).toBeGreaterThan(100)
  }
  const figures = (title: string) => page.locator('figure.dashboard-card', { hasText: title }).locator('dd')
  await expect(figures('GGR and NGR by day').first()).toHaveText(formatBRL(sum(summary, 'ggr')))
  await expect(figures('GGR and NGR by day').nth(1)).toHaveText(formatBRL(sum(summary, 'ngr')))
  await expect(figures('Stakes and wins').first()).toHaveText(formatBRL(sum(summary, 'stakes')))
  await expect(figures('Stakes and wins').first()).not.toHaveText(formatBRL(0))
  await expect(figures('Stakes and wins').nth(1)).not.toHaveText(formatBRL(0))
  await expect(figures('New and depositing players').first()).toHaveText(newPlayers.toLocaleString('en'))
  await expect(figures('New and depositing players').nth(1)).not.toHaveText('0')
  // The liability chart's figure is the last day's balance: the players' money is there.
  await expect(figures('Liability').first()).not.toHaveText(formatBRL(0))
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

  // In Portuguese the charts' day axis reads 28/11, as Brazilians write a day, never uPlot's own 11/28.
  await page.addInitScript(() => {
    const drawn: string[] = []
    Object.assign(window, { drawn })
    const fillText = CanvasRenderingContext2D.prototype.fillText
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawn.push(text)
      fillText.call(this, text, ...rest)
    }
  })
  await page.goto('/console/dashboard')
  // The operator turns the console to Portuguese from its header.
  await page.getByLabel('Language').selectOption('pt')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.locator('figure.dashboard-card .uplot canvas')).toHaveCount(4)
  const monthDays = new Set(
    Array.from({ length: 30 }, (_, back) => spDay(back).split('-').reverse().slice(0, 2).join('/')),
  )
  const dayLabels = (await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn)).filter(
    (text) => /^\d+\/\d+/.test(text),
  )
  expect(dayLabels.length).toBeGreaterThan(0)
  expect(dayLabels.filter((label) => !monthDays.has(label))).toEqual([])

  // The reports in Portuguese: days as 23/11/2026, an order's kind and state in words (the CSV keeps the values).
  await page.goto('/console/reports')
  const cells = (row: number) => page.locator('table.reports-table tbody tr').nth(row).locator('td')
  await expect(cells(0).first()).toHaveText(/^\d\d\/\d\d\/\d{4}$/)
  await page.locator('select[name="report"]').selectOption('payments')
  await page.getByRole('button', { name: pt.console.reports.show }).click()
  const paidTopUp = page
    .locator('table.reports-table tbody tr')
    .filter({ hasText: pt.console.players.orderType.recharge })
    .filter({ hasText: pt.money.status.paid })
  await expect(paidTopUp.first()).toBeVisible()
  await expect(page.locator('table.reports-table tbody')).not.toContainText(/\brecharge\b|\bpaid\b/)
})
