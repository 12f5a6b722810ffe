import { expect, type Page, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'
import { signUpWithIdentity, verifyIdentity } from '../support/identity'
import { pixTopUp, settleWithProvider } from '../support/money'

/**
 * The brazil profile never advertises a promotion it forbids (the first-deposit bonus and the
 * recharge cash back), anywhere a visitor or a player can go; a PIX paid from someone else's CPF reads as
 * held, with why and how the money comes back, and offers no second payment.
 */
test.use({ baseURL: brazilURL })

/** What would advertise a deposit bonus: its names, its rates, the bonus line of a top-up. */
const FORBIDDEN = [
  /cashback/i,
  /b[ôo]nus de primeiro dep[óo]sito/i,
  /até \d+ ?% no primeiro/i,
  /\+\s?20 ?%/,
  /Bônus que esta recarga/,
  /Bônus\s*R\$/,
]

async function expectClean(page: Page, route: string) {
  // The lobby holds a live stream open, so the network never idles: let the page's data arrive, then read.
  await page.waitForTimeout(1_500)
  const text = (await page.locator('body').textContent()) ?? ''
  for (const pattern of FORBIDDEN) expect(text, `${route} shows ${pattern}`).not.toMatch(pattern)
  // The carousel's pictures carry the offers' own artwork.
  await expect(page.locator('img[src*="first-deposit"], img[src*="recharge-cashback"]')).toHaveCount(0)
}

/** A player who declared a CPF, logged in; the operator verifies it unless `pending`. */
async function verifiedPlayer(page: Page, pending = false) {
  const { request } = page
  const login = await signUpWithIdentity(request)
  if (pending) return login.token
  await verifyIdentity(request, login.id)
  return login.token
}

test('a visitor sees no deposit bonus advertised on the pages they can open', async ({ page }) => {
  await startIn(page, 'pt')
  await open(page, '/pages/jogos/login')
  await page.getByRole('button', { name: 'Ver jogos' }).click()
  await expect(page.getByRole('button', { name: 'Fruta Tropical' }).first()).toBeVisible()
  await expectClean(page, 'visitor lobby')
  for (const route of ['/pages/buddy/index', '/pages/responsible/index', '/pages/jogos/login']) {
    await open(page, route)
    await expectClean(page, route)
  }
})

test('a player sees no deposit bonus advertised: lobby, events, Meu, deposit, records, notices', async ({
  page,
}) => {
  await startIn(page, 'pt', await verifiedPlayer(page))
  await open(page, '/pages/jogos/index')
  await expect(page.getByRole('button', { name: 'Fruta Tropical' }).first()).toBeVisible()
  await expectClean(page, 'lobby')
  await open(page, '/pages/events/index')
  // The one event the profile allows is there: the list did load.
  await expect(page.getByText('Salário semanal de parceiro')).toBeVisible()
  await expectClean(page, 'events')
  await open(page, '/pages/mine/index')
  await expect(page.getByRole('button', { name: 'Histórico de rebate' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Primeiro depósito' })).toHaveCount(0)
  await expectClean(page, 'mine')
  await open(page, '/pages/mine/account/recharge')
  await page.getByRole('button', { name: 'R$ 100,00' }).click()
  await expect(page.getByRole('button', { name: 'R$ 100,00' })).toHaveAttribute('aria-pressed', 'true')
  await expectClean(page, 'deposit')
  for (const route of [
    '/pages/mine/account/recharge_list',
    '/pages/jogos/notice/index',
    '/pages/vip/index',
    '/pages/convidar/index',
  ]) {
    await open(page, route)
    await expectClean(page, route)
  }
})

test('a PIX paid from another CPF reads held, with why and the refund, and no way to pay it again', async ({
  page,
  browser,
}) => {
  const token = await verifiedPlayer(page)
  const order = await pixTopUp(page.request, token, 5_000)
  expect(order.code).toBe(1)
  // The provider's notification carries no payer CPF of the player's: held, not credited.
  settleWithProvider(order.data.brCode, brazilURL)

  await startIn(page, 'pt', token)
  await open(page, '/pages/mine/savings-account/index')
  const held = page.getByTestId('held-note')
  await expect(held).toContainText('Pagamento retido')
  await expect(held).toContainText('não é do seu CPF')
  await expect(held).toContainText('será devolvido à conta que pagou')
  await expect(page.getByText('Retido', { exact: true })).toBeVisible()
  await expect(page.getByText('Não pago', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('timer')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Copiar código PIX' })).toHaveCount(0)
  await expectClean(page, 'held deposit')

  await open(page, '/pages/mine/account/recharge_list')
  const record = page.getByTestId('money-record').first()
  await expect(record.getByTestId('held-note')).toBeVisible()
  await expect(record.getByRole('button', { name: 'Pagar agora' })).toHaveCount(0)

  // The operator's queue says why and offers only the refund.
  const console = await browser.newContext({ baseURL: brazilURL, viewport: CONSOLE_VIEWPORT })
  const operator = await console.newPage()
  await openConsole(operator, 'pt', await operatorToken(page.request), '/console/orders')
  const queued = operator.getByTestId('admin-order').filter({ hasText: 'R$ 50,00' }).first()
  await expect(queued).toContainText('Pago de uma conta que não é do CPF do jogador')
  await expect(queued.getByRole('button', { name: 'Recusar' })).toBeVisible()
  await expect(queued.getByRole('button', { name: 'Aprovar' })).toHaveCount(0)
  await console.close()
})

test('an identity still being checked shows as a state with what happens next: lobby, Meu, deposit, game', async ({
  page,
}) => {
  await startIn(page, 'pt', await verifiedPlayer(page, true))
  const pending = page.getByTestId('identity-pending')
  for (const route of ['/pages/jogos/index', '/pages/mine/index', '/pages/mine/account/recharge']) {
    await open(page, route)
    await expect(pending).toContainText('Estamos verificando a sua identidade')
  }
  await open(page, '/pages/jogos/index')
  await page.getByRole('button', { name: 'Fruta Tropical' }).first().click()
  await expect(pending).toContainText('não precisa fazer nada')
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0)
})
