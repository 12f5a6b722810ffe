import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { WebConfig } from '@src/contract/content'
import type { UserInfo } from '@src/contract/user'
import { open, startIn } from './portal/portal'
import { call, createPlayer } from './support/api'
import { seriousViolations } from './support/axe'
import { pixTopUp, reportPixPaid } from './support/money'
import { gameBySlug, openGameSession } from './support/play'

const ROUTE = '/pages/mine/account/statement'

/** A player who topped up R$ 100,00 by PIX and played three rounds of R$ 2,00 of Fruta Tropical today. */
async function playerWhoPlayed(request: APIRequestContext) {
  const player = await createPlayer(request)
  const order = await pixTopUp(request, player.token, 10_000)
  await reportPixPaid(request, order.data.brCode)
  const moved = await request.post('/api/index/walletTransfer', {
    data: { direction: 'toGame', amount: 2_000 },
    headers: { token: player.token, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  expect((await moved.json()).code).toBe(1)
  const session = await openGameSession(
    request,
    player.token,
    (await gameBySlug(request, 'fruta-tropical')).id,
  )
  for (let round = 0; round < 3; round++) await session.spin({ bet: 200, clientRoundId: randomUUID() })
  const info = await call<UserInfo>(request, 'user/getUserinfo', undefined, player.token)
  return { ...player, id: info.id }
}

/** A player who played (see above), logged in on `route` of the portal in Portuguese; the set-up takes a while. */
async function playedAndOpened(page: Page, request: APIRequestContext, route: string) {
  test.setTimeout(90_000)
  const player = await playerWhoPlayed(request)
  await startIn(page, 'pt', player.token)
  await open(page, route)
  return player
}

/** Today's card: the newest day of the list. */
const todayCard = (page: Page) => page.getByTestId('statement-day').first()

test.describe('at 360x740 in Portuguese', () => {
  // axe-core runs as an inline script, which the portal's CSP refuses.
  test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true })

  test("the statement shows the day's deposit and bets, downloads them as CSV and prints", async ({
    page,
    request,
  }) => {
    const player = await playedAndOpened(page, request, '/pages/mine/account/index')
    await page.getByRole('button', { name: 'Extrato' }).click()
    await expect(page).toHaveURL(new RegExp(`${ROUTE}$`))

    const day = todayCard(page)
    await expect(day.getByTestId('statement-deposits')).toHaveText('+R$\u00a0100,00')
    await expect(day.getByTestId('statement-bets')).toHaveText('-R$\u00a06,00')
    const sessions = day.getByTestId('statement-session')
    await expect(sessions).toBeHidden()
    await day.getByRole('button', { name: 'Ver sessões e movimentações' }).click()
    await expect(sessions).toHaveCount(1)
    await expect(sessions).toContainText('Rodadas: 3')
    expect(await seriousViolations(page)).toEqual([])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\r\n')[0]).toContain('Depósitos,Saques,Apostas,Ganhos')
    expect(csv).toMatch(/,Dia,,,,,0\.00,100\.00,0\.00,-6\.00,/)

    // The print dialog is the browser's: the page asks for it, and the print styles show the statement alone.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Imprimir / PDF' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
    await page.emulateMedia({ media: 'print' })
    const head = page.getByTestId('statement-print')
    const brand = (await call<WebConfig>(request, 'webconfig/index')).siteName
    await expect(head).toBeVisible()
    await expect(head).toContainText(brand)
    await expect(head).toContainText(`(ID ${player.id})`)
    await expect(head).toContainText(/Período: \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/)
    await expect(page.locator('.ficha-navbar')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Baixar CSV' })).toBeHidden()
    // Every day's sessions print, opened or not.
    await expect(sessions).toBeVisible()
  })
})

test.describe('at 1366x768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the range picker reads another period and refuses a reversed one in the player language', async ({
    page,
    request,
  }) => {
    await playedAndOpened(page, request, ROUTE)
    await expect(todayCard(page).getByTestId('statement-deposits')).toHaveText('+R$\u00a0100,00')

    await page.getByRole('button', { name: 'Últimos 7 dias' }).click()
    await expect(page.getByRole('button', { name: 'Últimos 7 dias' })).toHaveAttribute('aria-pressed', 'true')
    await expect(todayCard(page).getByTestId('statement-bets')).toHaveText('-R$\u00a06,00')

    await page.getByLabel('De').fill('2025-03-10')
    await page.getByLabel('Até').fill('2025-03-01')
    await page.getByRole('button', { name: 'Ver período' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Escolha um dia inicial e um final, o final não antes do inicial e no máximo hoje, com até 90 dias de intervalo.',
    )
    // A past period without movements says so.
    await page.getByLabel('De').fill('2025-03-01')
    await page.getByLabel('Até').fill('2025-03-10')
    await page.getByRole('button', { name: 'Ver período' }).click()
    await expect(page.getByText('Nenhuma movimentação no período')).toBeVisible()
  })
})
