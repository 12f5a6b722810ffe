import { expect, type Page, test } from '@playwright/test'
import { keepScreenshot, startIn } from './portal/portal'
import { call, createPlayerWithId, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, openConsole } from './support/console'

// Four eyes need two operators: the run's seeded one makes the correction, a finance operator made for this
// test by the development route (POST /api/dev/operator) approves it, both on the run's server.

/** The rows of one player's corrections: its player cell starts with the id (other players' rows stay out). */
const ofPlayer = (page: Page, id: number) => ({
  has: page.getByRole('cell', { name: new RegExp(`^${id} · `) }),
})

const consoleAs = async (page: Page, token: string, path: string) => {
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', token, path)
}

test('a correction above the four-eyes amount waits for a second operator, then shows in the player’s history and in the audit', async ({
  browser,
  request,
}, testInfo) => {
  const { id, token } = await createPlayerWithId(request)
  const second = await call<{ phone: string; password: string }>(request, 'dev/operator', { role: 'finance' })
  const checkerToken = (
    await call<{ userinfo: { token: string } }>(request, 'user/login', {
      username: second.phone,
      password: second.password,
    })
  ).userinfo.token

  const maker = await browser.newPage()
  await consoleAs(maker, await operatorToken(request), '/console/corrections')
  await maker.getByLabel('Player id').fill(String(id))
  await maker.getByLabel('Amount (R$)').fill('1500')
  await maker.getByLabel('Comment').fill('Saque atrasado por falha do provedor')
  await maker.getByRole('button', { name: 'Make correction' }).click()
  const pending = maker.locator('#corrections-pending').locator('..').getByTestId('correction-row')
  const mine = pending.filter(ofPlayer(maker, id))
  await expect(mine).toContainText('Waiting')
  // The maker is not offered the approval of their own: the row names who must approve it instead.
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expect(mine.getByTestId('awaits-checker')).toHaveText(
    "Waiting for another operator's approval: Finance or Administrator.",
  )
  await keepScreenshot(maker, testInfo, 'console-corrections-pending')

  const checker = await browser.newPage()
  await consoleAs(checker, checkerToken, '/console/corrections')
  const row = checker.locator('#corrections-pending').locator('..').getByTestId('correction-row')
  await row.filter(ofPlayer(checker, id)).getByRole('button', { name: 'Approve' }).click()
  // R$ 1.500,00 or more: confirmed first, in a dialog naming the amount and the player.
  await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(checker.getByText('Correction approved and applied.')).toBeVisible()
  await expect(
    checker
      .locator('#corrections-history')
      .locator('..')
      .getByTestId('correction-row')
      .filter(ofPlayer(checker, id)),
  ).toContainText('Applied')

  const playerPage = await browser.newPage()
  await playerPage.setViewportSize(CONSOLE_VIEWPORT)
  await startIn(playerPage, 'en', token)
  await playerPage.goto('/#/pages/mine/account/balance_history')
  const entry = playerPage.getByTestId('balance-entry')
  await expect(entry).toContainText('Goodwill credit')
  await expect(entry).toContainText('1.500,00')

  await maker.goto('/console/audit')
  await expect(maker.getByTestId('chain-status')).toContainText('Chain intact')
  const audit = maker.getByTestId('audit-row').filter({ hasText: `user:${id}` })
  await expect(audit.filter({ hasText: 'correction.approve' })).toHaveCount(1)
  await expect(audit.filter({ hasText: 'correction.request' })).toHaveCount(1)
  await keepScreenshot(maker, testInfo, 'console-audit')
  await keepScreenshot(playerPage, testInfo, 'player-balance-history')
})
