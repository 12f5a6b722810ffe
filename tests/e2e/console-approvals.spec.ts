import pt from '@locales/pt.json' with { type: 'json' }
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import type { AdminOrder } from '@src/contract/money'
import { formatBRL } from '@src/money/format'
import { keepScreenshot } from './portal/portal'
import { call, createPlayerWithId, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, consolePhone, openConsole } from './support/console'
import { pixTopUp } from './support/money'

/**
 * Maker and checker in the console, in Portuguese at 1366 x 768: the operator who made a correction or proposed
 * a payment is not offered its approval (the row names who must approve it), and approving R$ 1.500,00 or more
 * asks first, in a dialog naming the amount and the player.
 */

// A 1 x 1 PNG: the proof a proposal needs.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const AWAITS = pt.console.approval.awaitsChecker.replace('{{roles}}', 'Financeiro ou Administrador')

/** A console page in Portuguese at the console's size, logged in with `token`. */
async function consoleAs(browser: Browser, token: string, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: CONSOLE_VIEWPORT })
  await openConsole(page, 'pt', token, path)
  return page
}

/** A finance operator made for this run (POST /api/dev/operator), logged in: the checker. */
async function checkerToken(request: APIRequestContext): Promise<string> {
  const checker = await call<{ phone: string; password: string }>(request, 'dev/operator', {
    role: 'finance',
  })
  const login = await call<{ userinfo: { token: string } }>(request, 'user/login', {
    username: checker.phone,
    password: checker.password,
  })
  return login.userinfo.token
}

/** The player's unpaid top-up in the queue (oldest first: the run's others may come before it). */
async function queuedTopUp(request: APIRequestContext, token: string, playerId: number): Promise<AdminOrder> {
  for (let page = 1; ; page++) {
    const queue = await call<{ list: AdminOrder[]; total: number }>(
      request,
      'admin/orders',
      { type: 'recharge', page, limit: 50 },
      token,
    )
    const found = queue.list.find((order) => order.player.id === playerId)
    if (found) return found
    if (page * 50 >= queue.total) throw new Error('the top-up is not in the queue')
  }
}

/** Scrolls the queue's pages in until `card` shows (the queue lists the oldest first). */
const reach = (page: Page, card: ReturnType<Page['getByTestId']>) =>
  expect(async () => {
    await page.keyboard.press('End')
    await expect(card).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })

/** The player's id and phone as the confirmation names them: '42 · +55 11 91234-5678'. */
const playerLabel = (id: number, phone: string) => `${id} · ${consolePhone(phone)}`

test('corrections: the maker reads who must approve; R$ 1.500,00 or more is confirmed with the amount and the player', async ({
  browser,
  request,
}, testInfo) => {
  const player = await createPlayerWithId(request)

  const maker = await consoleAs(browser, await operatorToken(request), '/console/corrections')
  const make = async (amount: string, comment: string) => {
    await maker.getByLabel(pt.console.corrections.player).fill(String(player.id))
    await maker.getByLabel(pt.console.corrections.amount).fill(amount)
    await maker.getByLabel(pt.console.corrections.comment).fill(comment)
    await maker.getByRole('button', { name: pt.console.corrections.submit }).click()
    await expect(maker.getByText(pt.console.corrections.madePending)).toBeVisible()
  }
  await make('1500', 'Pagamento em dobro estornado pelo banco')
  const mine = maker
    .locator('#corrections-pending')
    .locator('..')
    .getByTestId('correction-row')
    .filter({ hasText: 'Pagamento em dobro' })
  await expect(mine).toContainText(AWAITS)
  await expect(mine.getByRole('button', { name: pt.console.corrections.approve })).toHaveCount(0)
  await keepScreenshot(maker, testInfo, 'console-corrections-maker-pt')
  await make('1200', 'Ajuste de rodada interrompida')

  const checker = await consoleAs(browser, await checkerToken(request), '/console/corrections')
  const pending = checker.locator('#corrections-pending').locator('..').getByTestId('correction-row')
  const large = pending.filter({ hasText: 'Pagamento em dobro' })
  await large.getByRole('button', { name: pt.console.corrections.approve }).click()
  const dialog = checker.getByRole('dialog')
  await expect(dialog).toContainText(pt.console.approval.title)
  await expect(dialog).toContainText(`+${formatBRL(150_000)}`)
  await expect(dialog).toContainText(playerLabel(player.id, player.phone.e164))
  await keepScreenshot(checker, testInfo, 'console-corrections-confirm-pt')
  // Cancelled: nothing was sent, the correction still waits.
  await dialog.getByRole('button', { name: pt.common.cancel }).click()
  await expect(dialog).toHaveCount(0)
  await expect(large).toContainText(pt.console.corrections.status.pending)
  await large.getByRole('button', { name: pt.console.corrections.approve }).click()
  await checker.getByRole('dialog').getByRole('button', { name: pt.console.approval.confirm }).click()
  await expect(checker.getByText(pt.console.corrections.approved)).toBeVisible()
  await expect(large).toHaveCount(0)

  // Below R$ 1.500,00 the approval goes at once.
  await pending
    .filter({ hasText: 'Ajuste de rodada' })
    .getByRole('button', { name: pt.console.corrections.approve })
    .click()
  await expect(checker.getByText(pt.console.corrections.approved)).toBeVisible()
  await expect(checker.getByRole('dialog')).toHaveCount(0)
  await expect(pending.filter({ hasText: 'Ajuste de rodada' })).toHaveCount(0)
})

test('orders: the proposer of a R$ 2.000,00 top-up reads who must approve; the checker confirms amount and player', async ({
  browser,
  request,
}, testInfo) => {
  const player = await createPlayerWithId(request)
  const order = await pixTopUp(request, player.token, 200_000)
  expect(order.code).toBe(1)

  // The seeded operator proposes paying it by hand, with a reason and the proof (no provider confirmed it).
  const proposer = await operatorToken(request)
  const proof = await request.post('/api/index/upload_voucher', {
    headers: { token: proposer, vuelang: 'pt' },
    multipart: { file: { name: 'extrato.png', mimeType: 'image/png', buffer: PNG } },
  })
  const proofId = ((await proof.json()) as { data: { id: string } }).data.id
  const target = await queuedTopUp(request, proposer, player.id)
  await call(
    request,
    'admin/review',
    { id: target.id, action: 'approve', reason: 'PIX visto no extrato', proofId },
    proposer,
  )

  const card = (page: Page) =>
    page.getByTestId('admin-order').filter({ hasText: consolePhone(player.phone.e164) })
  const mine = await consoleAs(browser, proposer, '/console/orders')
  await reach(mine, card(mine))
  await expect(card(mine)).toContainText(AWAITS)
  await expect(card(mine).getByRole('button', { name: pt.money.approve })).toHaveCount(0)
  await expect(card(mine).getByRole('button', { name: pt.money.reject })).toBeVisible()
  await keepScreenshot(mine, testInfo, 'console-orders-proposer-pt')

  const checker = await consoleAs(browser, await checkerToken(request), '/console/orders')
  await reach(checker, card(checker))
  await card(checker).getByRole('button', { name: pt.money.approve }).click()
  const dialog = checker.getByRole('dialog')
  await expect(dialog).toContainText(pt.console.approval.title)
  await expect(dialog).toContainText(formatBRL(200_000))
  await expect(dialog).toContainText(playerLabel(player.id, player.phone.e164))
  await dialog.getByRole('button', { name: pt.console.approval.confirm }).click()
  await expect(checker.getByText(pt.money.approved)).toBeVisible()
  await expect(card(checker)).toHaveCount(0)
})
