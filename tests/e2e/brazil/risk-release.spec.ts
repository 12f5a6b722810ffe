import pt from '@locales/pt.json' with { type: 'json' }
import { expect, type Locator, type Page, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import type { AdminOrderPage } from '@src/contract/money'
import { call, operatorToken, PASSWORD } from '../support/api'
import { CONSOLE_VIEWPORT, consolePhone, openConsole } from '../support/console'
import { signUpVerified } from '../support/identity'
import { ownCpfTopUp, withdrawToOwnKey } from '../support/money'
import { riskCaseOpened } from '../support/risk'

/**
 * Every player of the run logs in from one address, as a carrier's NAT would have them; two who also share a
 * phone get a laundering case, and the case holds the withdrawal one of them asks. The operator clears the
 * case on the risk page, in Portuguese, and the withdrawal leaves the queue and is paid by the PIX provider,
 * with nobody pressing "Pagar por PIX".
 */
test.use({ baseURL: brazilURL, viewport: CONSOLE_VIEWPORT })

/** The queue's card, scrolled to (the queue loads a page at a time), after a reload when `reload`. */
const reach = (page: Page, card: Locator, reload = false) =>
  expect(async () => {
    if (reload) await page.reload()
    await page.keyboard.press('End')
    await expect(card).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })

test('clearing a risk case releases the withdrawal it held, and the PIX provider pays it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const device = `e2e-${Date.now()}-shared-phone`
  const onTheDevice = async () => {
    const player = await signUpVerified(request)
    await ownCpfTopUp(request, player, 20_000)
    const login = await request.post('/api/user/login', {
      data: { username: player.phone.e164, password: PASSWORD },
      headers: { vuelang: 'pt', device },
    })
    expect(((await login.json()) as { code: number }).code).toBe(1)
    return player
  }
  const suspect = await onTheDevice()
  await onTheDevice()
  const operator = await operatorToken(request)
  await riskCaseOpened(request, suspect.id, operator)

  await withdrawToOwnKey(request, suspect, 9_000)
  await openConsole(page, 'pt', operator, '/console/orders?type=withdraw')
  const card = page.getByTestId('admin-order').filter({ hasText: consolePhone(suspect.phone.e164) })
  await reach(page, card.filter({ hasText: pt.money.payoutWait.riskCase }), true)

  await page.goto(`/console/risk?player=${suspect.id}`)
  const riskCase = page.getByTestId('risk-case').first()
  await riskCase.getByLabel(pt.adminRisk.reason).fill('Aparelho de um parente; nada a fazer')
  await riskCase.getByRole('button', { name: pt.adminRisk.close }).click()
  await expect(page.getByText(pt.adminRisk.decided)).toBeVisible()

  const paid = async () =>
    (
      await call<AdminOrderPage>(
        request,
        'admin/orders',
        { type: 'withdraw', status: 'paid', page: 1, limit: 50 },
        operator,
      )
    ).list.some((order) => order.player.phone === suspect.phone.e164 && order.amount === 9_000)
  await expect.poll(paid, { timeout: 30_000 }).toBe(true)
  await page.goto('/console/orders?type=withdraw')
  await expect(page.getByTestId('admin-order').or(page.getByText(pt.money.queueEmpty)).first()).toBeVisible()
  await page.keyboard.press('End')
  await expect(card).toHaveCount(0)
})
