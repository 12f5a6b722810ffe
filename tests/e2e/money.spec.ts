import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { currentRoute, keepScreenshot, open, startIn } from './portal/portal'
import { call, createPlayer, OPERATOR, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, consolePath, consolePhone, openConsole } from './support/console'
import { balances, setPayPassword, settleWithProvider } from './support/money'

/**
 * Money end to end, in order, as one player and the seeded operator: top up by PIX (the provider
 * command settles the copied BR Code) and by bank transfer with a screenshot (one operator proposes it with the proof, a second approves), convert
 * both ways, bind a PIX card and a bank account, withdraw twice, the operator pays one and rejects the other,
 * and the records say so. Amounts stay at R$ 50,00 per top-up, below the first-deposit bonus tiers, so the
 * balances are plain sums.
 */
test.describe.configure({ mode: 'serial' })

// A 1 x 1 PNG: the server checks an upload's content, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let player: Awaited<ReturnType<typeof createPlayer>>

/** The console's orders page as the seeded operator, reached from the portal's mine page and the console's navigation. */
/** An amount typed in the money form's field and sent is refused with `message`, the whole text shown. */
const refusesAmount =
  (page: Page, amount: Locator, submit: Locator) => async (typed: string, message: string) => {
    await amount.fill(typed)
    await submit.click()
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }

async function operatorPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const page = await browser.newPage({ viewport: CONSOLE_VIEWPORT })
  await startIn(page, 'en', await operatorToken(request))
  await open(page, '/pages/mine/index')
  await page.getByRole('button', { name: 'Operator console' }).click()
  await expect.poll(() => consolePath(page)).toBe('/console/')
  await page
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Orders' })
    .click()
  await expect.poll(() => consolePath(page)).toBe('/console/orders')
  return page
}

/** The orders page as a finance operator made for this run (POST /api/dev/operator): the checker. */
async function secondOperatorPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const second = await call<{ phone: string; password: string }>(request, 'dev/operator', { role: 'finance' })
  const { userinfo } = await call<{ userinfo: { token: string } }>(request, 'user/login', {
    username: second.phone,
    password: second.password,
  })
  const page = await browser.newPage({ viewport: CONSOLE_VIEWPORT })
  await openConsole(page, 'en', userinfo.token, '/console/orders')
  return page
}

/** The operator's card of an order in the open queue, found by the player's phone and the amount. */
const orderCard = (page: Page, amount: string) =>
  page
    .getByTestId('admin-order')
    .filter({ hasText: consolePhone(player.phone.e164) })
    .filter({ hasText: amount })

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request)
})

test('top up by PIX: the BR Code is copied, the provider settles it, the page turns paid, the balance rises once', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await startIn(page, 'en', player.token)
  await open(page, '/pages/mine/account/recharge')
  await expect(page.getByText('Minimum deposit: R$ 20,00')).toBeVisible()
  const submit = page.getByRole('button', { name: 'Top up now' })
  // PIX is chosen already, its presets shown at once.
  await expect(page.getByRole('radio', { name: /^PIX/ })).toBeChecked()
  await expect(page.getByRole('button', { name: 'R$ 50,00' })).toBeVisible()
  const amount = page.getByLabel('Amount')
  await expect(amount).toHaveAttribute('inputmode', 'decimal')
  const refuses = refusesAmount(page, amount, submit)
  await refuses('abc', 'Enter the correct amount.')
  await refuses('19,99', 'Enter the correct amount. The minimum is R$ 20,00.')
  await refuses('50000,01', 'Enter the correct amount. The maximum is R$ 50.000,00.')
  await page.getByRole('button', { name: 'R$ 50,00' }).click()
  await expect(amount).toHaveValue('50')
  // A double tap makes one order: the button is disabled in flight and the attempt has one key.
  await submit.dblclick()

  await expect.poll(() => currentRoute(page)).toMatch(/^\/pages\/mine\/savings-account\/index\?id=\d+$/)
  await expect(page.getByRole('heading', { name: 'Order created' })).toBeVisible()
  await expect(page.getByRole('timer')).toHaveText(/\d\d:\d\d:\d\d/)
  await expect(page.getByText('Unpaid')).toBeVisible()
  await expect(page.getByRole('img', { name: 'PIX QR code' })).toBeVisible()
  const shown = (await page.getByTestId('br-code').textContent()) ?? ''
  expect(shown).toMatch(/^000201.*6304[0-9A-F]{4}$/)
  await keepScreenshot(page, testInfo, 'deposit-unpaid')

  await page.getByRole('button', { name: 'Copy PIX code' }).click()
  await expect(page.getByText('Copy succeeded.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(shown)

  settleWithProvider(copied, testInfo.project.use.baseURL ?? '')
  await expect(page.getByText('Payment received').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
  await keepScreenshot(page, testInfo, 'deposit-paid')
  expect((await balances(request, player.token)).wallet).toBe(5_000)

  // The provider's retry (a new event for the same order) changes nothing.
  settleWithProvider(copied, testInfo.project.use.baseURL ?? '')
  expect((await balances(request, player.token)).wallet).toBe(5_000)
  const records = await call<{ total: number }>(
    request,
    'index/Wit_rech_list',
    { type: 'recharge' },
    player.token,
  )
  expect(records.total).toBe(1)
})

test('top up by bank transfer with a screenshot; the operator approves it in the console', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await startIn(page, 'en', player.token)
  await open(page, '/pages/mine/account/recharge')
  await page.getByRole('radio', { name: /^Bank transfer/ }).check()
  await expect(page.getByText('Transfer to: Banco do Brasil')).toBeVisible()
  await page.getByLabel('Amount').fill('50')
  await page.getByRole('button', { name: 'Top up now' }).click()
  await expect(page.getByText('Please upload a screenshot of the transfer.')).toBeVisible()
  await page.getByLabel('Screenshot of the transfer').setInputFiles({
    name: 'pix.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible()
  await page.getByLabel('Screenshot of the transfer').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByRole('img', { name: 'Chosen image' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'recharge-manual')
  await page.getByRole('button', { name: 'Top up now' }).click()
  await expect(page.getByText('Top-up sent.', { exact: false })).toBeVisible()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/account/recharge_list')
  await expect(page.getByTestId('money-record').first()).toContainText('Unpaid')

  // A player sees no console link; the server refuses its calls anyway.
  await open(page, '/pages/mine/index')
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Order review' })).toHaveCount(0)

  const review = await operatorPage(browser, request)
  const card = orderCard(review, 'R$ 50,00')
  await expect(card.getByRole('img', { name: 'Screenshot of the transfer' })).toBeVisible()
  await keepScreenshot(review, testInfo, 'console-recharge')
  // No provider confirmed this money: the seeded operator proposes it with a reason and the proof...
  await card.getByRole('button', { name: 'Propose payment' }).click()
  const proposal = review.getByRole('dialog')
  await proposal.getByRole('button', { name: 'Propose payment' }).click()
  await expect(proposal.getByText('Give the reason and attach the proof.')).toBeVisible()
  await proposal.getByLabel('Reason').fill('Transfer seen on the bank statement')
  await proposal
    .getByLabel('Proof of payment')
    .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG })
  await proposal.getByRole('button', { name: 'Propose payment' }).click()
  await expect(review.getByText('Proposed. A second operator must approve it.')).toBeVisible()
  await expect(card).toContainText('Transfer seen on the bank statement')
  expect((await balances(request, player.token)).wallet).toBe(5_000)
  // ...and is not offered its approval: the card names who must approve it instead.
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expect(card.getByTestId('awaits-checker')).toHaveText(
    "Waiting for another operator's approval: Finance or Administrator.",
  )
  await review.close()

  // A second operator sees the proposal and its proof, and approves it.
  const checker = await secondOperatorPage(browser, request)
  const proposed = orderCard(checker, 'R$ 50,00')
  await expect(proposed.getByRole('img', { name: 'Proof of payment' })).toBeVisible()
  await keepScreenshot(checker, testInfo, 'console-recharge-proposed')
  await proposed.getByRole('button', { name: 'Approve' }).click()
  await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(checker.getByText('Approved.')).toBeVisible()
  await expect(orderCard(checker, 'R$ 50,00')).toHaveCount(0)
  await checker.close()

  expect((await balances(request, player.token)).wallet).toBe(10_000)
  await open(page, '/pages/mine/account/recharge_list')
  await page.getByRole('tab', { name: 'Paid', exact: true }).click()
  await expect(page.getByTestId('money-record')).toHaveCount(2)
  await expect(page.getByTestId('money-record').filter({ hasText: 'Bank transfer' })).toContainText(
    'Reviewed',
  )
})

test('credit conversion: to the game balance and back, with the All shortcut and the amount rules', async ({
  page,
  request,
}) => {
  await startIn(page, 'en', player.token)
  await open(page, '/pages/conversion/index')
  await expect(page.getByTestId('wallet-balance')).toHaveText('R$ 100,00')
  const amount = page.getByLabel('Amount')
  await amount.fill('100,01')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('The entered amount cannot be greater than the balance.')).toBeVisible()
  await amount.fill('0')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('Enter the correct amount.')).toBeVisible()

  await amount.fill('30')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('R$ 30,00 converted.')).toBeVisible()
  await expect(page.getByTestId('game-balance')).toHaveText('R$ 30,00')

  await page.getByRole('radio', { name: /^Game balance → wallet/ }).check()
  await page.getByRole('button', { name: 'All' }).click()
  await expect(amount).toHaveValue('30')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('R$ 30,00 converted.')).toBeVisible()
  await expect(page.getByTestId('game-balance')).toHaveText('R$ 0,00')
  expect(await balances(request, player.token)).toMatchObject({ wallet: 10_000, game: 0 })
})

test('payout accounts: withdrawing asks for a chave PIX in place; a bank account is added too; both listed masked', async ({
  page,
}, testInfo) => {
  await startIn(page, 'en', player.token)
  await open(page, '/pages/mine/account/withdraw')
  // No account yet: the chave PIX form is on the withdrawal page itself.
  await page.getByRole('radio', { name: 'Email' }).check()
  await page.getByRole('textbox', { name: 'PIX key' }).fill('not-an-email')
  await page.getByRole('textbox', { name: "Holder's CPF" }).fill('529.982.247-26')
  await page.getByLabel('First name').fill('Maria')
  await page.getByLabel('Last name').fill('Silva')
  await page.getByRole('button', { name: 'Save PIX key' }).click()
  await expect(page.getByRole('textbox', { name: "Holder's CPF" })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: 'PIX key' })).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('textbox', { name: "Holder's CPF" }).fill('529.982.247-25')
  await page.getByRole('textbox', { name: 'PIX key' }).fill('maria@example.com')
  await keepScreenshot(page, testInfo, 'bind')
  await page.getByRole('button', { name: 'Save PIX key' }).click()
  await expect(page.getByText('PIX key saved.')).toBeVisible()
  // Still on the withdrawal page, which now offers the key.
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/account/withdraw')
  await expect(page.getByRole('radio', { name: /^PIX/ })).toBeChecked()

  await open(page, '/pages/mine/account/bank')
  await page.getByLabel('Bank name').fill('Banco do Brasil')
  await page.getByLabel('Full name').fill('Maria Silva')
  await page.getByLabel('Account number').fill('12x')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Format error.').first()).toBeVisible()
  await page.getByLabel('Account number').fill('123456-7')
  await page.getByLabel('Branch (optional)').fill('1234')
  await page.getByLabel('Mobile phone number').fill('11987654321')
  await page.getByLabel('Memo (optional)').fill('Conta corrente')
  await expect(page.getByText('14/140')).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Receiving account added.')).toBeVisible()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/account/bank_list')

  const accounts = page.getByTestId('payout-account')
  await expect(accounts).toHaveCount(2)
  await expect(page.getByText('Banco do Brasil')).toBeVisible()
  await expect(page.getByTestId('payout-account').filter({ hasText: 'Banco do Brasil' })).not.toContainText(
    '123456-7',
  )
  await expect(page.getByText('maria@example.com')).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'bank-list')
})

test('withdraw twice; the operator pays one and rejects the other; the records show paid and refused', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow() // it may wait out the interval between two verification codes
  await startIn(page, 'en', player.token)
  await open(page, '/pages/mine/account/withdraw')
  // Without a withdrawal password the page offers to set it in place (the journey test sets it there).
  // A first-time set-up reads as a set-up, of the withdrawal password (not a change, not a deposit's).
  await expect(page.getByRole('heading', { name: 'Set withdrawal password' })).toBeVisible()
  await expect(page.getByText('Change withdrawal password')).toHaveCount(0)
  await expect(page.getByText('Please set your withdrawal password first.')).toBeVisible()
  await expect(page.getByLabel('Confirm withdrawal password')).toBeVisible()
  await setPayPassword(request, player)

  // Set behind the page's back (another device): the page reads it again.
  await page.reload()
  await expect(
    page.getByText('VIP 0: at most R$ 5.000,00 per withdrawal, 3 withdrawals a day.'),
  ).toBeVisible()
  const amount = page.getByLabel('Amount')
  const submit = page.getByRole('button', { name: 'Withdraw now' })
  const refuses = refusesAmount(page, amount, submit)
  await refuses('100,01', 'The entered amount cannot be greater than the balance.')
  await refuses('', 'Enter the correct amount.')
  await page.getByRole('button', { name: 'All' }).click()
  await expect(amount).toHaveValue('100')
  await amount.fill('30')
  await page.getByLabel('Withdrawal password').fill('246810')
  await keepScreenshot(page, testInfo, 'withdraw')
  await submit.click()
  await expect(page.getByText('Withdrawal requested.', { exact: false })).toBeVisible()
  // Answered on the page: under review, with the operator's usual time.
  await expect(page.getByTestId('withdraw-submitted')).toContainText('Under review')
  await expect(page.getByTestId('withdraw-submitted')).toContainText('Usually within 60 minutes')
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/account/withdraw')

  await page.getByRole('button', { name: 'Withdraw again' }).click()
  await page.getByRole('radio', { name: /^Banco do Brasil/ }).check()
  await page.getByLabel('Amount').fill('20')
  await page.getByLabel('Withdrawal password').fill('246810')
  await page.getByRole('button', { name: 'Withdraw now' }).click()
  await expect(page.getByTestId('withdraw-submitted')).toContainText('Under review')
  expect(await balances(request, player.token)).toMatchObject({ wallet: 5_000, withdrawalPending: 5_000 })

  const review = await operatorPage(browser, request)
  await review.getByRole('radio', { name: 'Withdrawals' }).check()
  const pix = orderCard(review, 'R$ 30,00')
  await expect(pix).toContainText('maria@example.com')
  await pix.getByRole('button', { name: 'Mark as paid' }).click()
  await review.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(review.getByText('Approved.')).toBeVisible()

  const bank = orderCard(review, 'R$ 20,00')
  await expect(bank).toContainText('123456-7')
  await bank.getByRole('button', { name: 'Reject' }).click()
  const dialog = review.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(dialog.getByText('Enter the reason for the rejection.')).toBeVisible()
  await dialog.getByLabel('Reason').fill('Account closed')
  await keepScreenshot(review, testInfo, 'console-reject')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(review.getByText('Rejected.')).toBeVisible()
  await review.getByRole('tab', { name: 'Refused', exact: true }).click()
  await expect(orderCard(review, 'R$ 20,00')).toContainText('Account closed')
  await expect(orderCard(review, 'R$ 20,00')).toContainText(consolePhone(OPERATOR.username))
  await review.close()

  // Paid left for good; the rejected amount came back to the wallet.
  expect(await balances(request, player.token)).toMatchObject({ wallet: 7_000, withdrawalPending: 0 })

  await open(page, '/pages/mine/account/withdraw_list')
  await page.getByRole('tab', { name: 'Paid', exact: true }).click()
  const paid = page.getByTestId('money-record')
  await expect(paid).toHaveCount(1)
  await expect(paid).toContainText('R$ 30,00')
  await expect(paid).toContainText('Reviewed')
  await page.getByRole('tab', { name: 'Refused', exact: true }).click()
  const failed = page.getByTestId('money-record')
  await expect(failed).toHaveCount(1)
  await expect(failed).toContainText('R$ 20,00')
  await expect(failed).toContainText('Account closed')
  await expect(failed).toContainText('Reviewed')
  await keepScreenshot(page, testInfo, 'withdraw-list-failed')

  await open(page, '/pages/mine/account/index')
  // The header shows the same balance; the page's own wallet is what this journey checks.
  await expect(page.getByRole('region', { name: 'Wallet' }).getByText('R$ 70,00')).toBeVisible()

  // The bank account has nothing in progress: it can go, after a confirmation.
  await open(page, '/pages/mine/account/bank_list')
  await page.getByRole('button', { name: /^Delete account \*+56-7$/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Receiving account deleted.')).toBeVisible()
  await expect(page.getByTestId('payout-account')).toHaveCount(1)
})
