import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { AdminOrderPage } from '../../src/contract/money'
import { formatBRL } from '../../src/money'
import { currentRoute, keepScreenshot, open, openAsNewPlayer, startIn } from './portal/portal'
import { call, createPlayer, latestCode, operatorToken } from './support/api'
import { balances, pixTopUp, sendCode, settleWithProvider } from './support/money'

/**
 * The money journey, as a new Brazilian player on a phone, in Portuguese: a PIX deposit (the
 * provider's signed webhook settles it), a game opened from the lobby that spins at once (automatic
 * transfer, no conversion page), the money back in the wallet on leaving, a withdrawal by chave PIX on one
 * page (key and withdrawal password set in place), and the unread badge once the operator pays it.
 */
test.describe.configure({ mode: 'serial' })

test('deposit by PIX, play at once, leave with the money back, withdraw by chave PIX on one page, see the paid notice', async ({
  page,
  context,
  request,
}, testInfo) => {
  // A whole journey (deposit, play, withdrawal, the paid notice) in one test, on a slow machine too.
  test.setTimeout(240_000)
  const player = await createPlayer(request)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await startIn(page, 'pt', player.token)

  // Deposit: PIX chosen already, its presets shown at once.
  await open(page, '/pages/mine/account/recharge')
  await expect(page.getByRole('radio', { name: /^PIX/ })).toBeChecked()
  await page.getByRole('button', { name: 'R$ 50,00' }).click()
  await page.getByRole('button', { name: 'Recarregar agora' }).click()
  await expect.poll(() => currentRoute(page)).toMatch(/^\/pages\/mine\/savings-account\/index\?id=\d+$/)
  // On a phone, "Copiar código PIX" comes before the QR code.
  const copy = page.getByRole('button', { name: 'Copiar código PIX' })
  const qr = page.getByRole('img', { name: 'QR code PIX' })
  await expect(qr).toBeVisible()
  const copyBox = await copy.boundingBox()
  const qrBox = await qr.boundingBox()
  expect(copyBox && qrBox && copyBox.y < qrBox.y).toBe(true)
  expect(copyBox && copyBox.y + copyBox.height <= 740).toBe(true)
  await keepScreenshot(page, testInfo, 'deposit-pix-phone')
  await copy.click()
  const brCode = await page.evaluate(() => navigator.clipboard.readText())
  settleWithProvider(brCode, testInfo.project.use.baseURL ?? '')
  await expect(page.getByText('Pagamento recebido').first()).toBeVisible({ timeout: 15_000 })
  expect(await balances(request, player.token)).toMatchObject({ wallet: 5_000, game: 0 })

  // "Jogar agora" leads to the lobby; a game opens and spins without the conversion page.
  await page.getByRole('button', { name: 'Jogar agora' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/')
  await page.getByRole('button', { name: 'Noite do Samba' }).first().click()
  await expect.poll(() => currentRoute(page)).toMatch(/^\/pages\/framebox\?id=\d+$/)
  const frame = page.frameLocator('iframe')
  await expect(frame.getByText('R$ 50,00')).toBeVisible()
  await frame.getByRole('button', { name: 'Girar' }).click()
  await expect(frame.getByRole('status').filter({ hasText: /rodada nº \d+/ })).toBeVisible()
  await keepScreenshot(page, testInfo, 'game-first-spin')
  const inGame = await balances(request, player.token)
  expect(inGame.wallet).toBe(0)
  expect(inGame.game).toBeGreaterThan(0)

  // Leaving the game: the balance is back in the wallet, shown on Meu.
  await page.getByRole('button', { name: 'Sair do jogo' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/')
  expect(await balances(request, player.token)).toMatchObject({ wallet: inGame.game, game: 0 })
  await open(page, '/pages/mine/index')
  const card = page.getByRole('region', { name: 'Minha conta' })
  await expect(card.getByText(formatBRL(inGame.game))).toBeVisible()

  // Withdraw on one page: both balances, the chave PIX (CPF typed once), the password set in place.
  await open(page, '/pages/mine/account/withdraw')
  await expect(page.getByTestId('withdraw-wallet')).toHaveText(formatBRL(inGame.game))
  await expect(page.getByTestId('withdraw-game')).toHaveText('R$ 0,00')
  await expect(page.getByRole('textbox', { name: 'CPF (sua chave PIX)' })).toBeVisible()
  await page.getByRole('textbox', { name: 'CPF (sua chave PIX)' }).fill('529.982.247-25')
  await page.getByLabel('Nome', { exact: true }).fill('Maria')
  await page.getByLabel('Sobrenome').fill('Silva')
  await page.getByRole('button', { name: 'Salvar chave PIX' }).click()
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/account/withdraw')

  await sendCode(request, 'paypwd', player.token)
  const code = await latestCode(request, player.phone.e164, 'paypwd')
  await page.getByLabel('Senha de saque', { exact: true }).fill('246810')
  await page.getByLabel('Confirme a senha de saque').fill('246810')
  await page.getByRole('textbox', { name: /código/i }).fill(code)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Senha de saque salva.')).toBeVisible()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/account/withdraw')

  await page.getByLabel('Valor').fill('20')
  await keepScreenshot(page, testInfo, 'withdraw-one-page')
  await page.getByRole('button', { name: 'Sacar agora' }).click()
  const submitted = page.getByTestId('withdraw-submitted')
  await expect(submitted.getByText('Em análise')).toBeVisible()
  await expect(submitted.getByText('Normalmente em até 60 minutos')).toBeVisible()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/account/withdraw')
  await keepScreenshot(page, testInfo, 'withdraw-under-review')

  // The deposit's notifications read on another device: only what comes next counts.
  await call(request, 'notice/read_all', {}, player.token)
  // The operator pays it: the player sees the unread badge on the Meu tab and on the notices row.
  const operator = await operatorToken(request)
  const queue = await call<AdminOrderPage>(request, 'admin/orders', { type: 'withdraw' }, operator)
  const order = queue.list.find((candidate) => candidate.player.phone === player.phone.e164)
  if (!order) throw new Error('the withdrawal is not in the queue')
  const reviewed = await request.post('/api/admin/review', {
    data: { id: order.id, action: 'approve' },
    headers: { token: operator, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  expect((await reviewed.json()).code).toBe(1)

  await open(page, '/pages/jogos/index')
  await page.getByRole('link', { name: 'Meu' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/index')
  await expect(page.getByRole('navigation').getByRole('img', { name: '1 não lidas' })).toBeVisible()
  const noticesRow = page.getByRole('button', { name: /Mensagens/ })
  await expect(noticesRow.getByRole('img', { name: '1 não lidas' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'unread-badge')
  await noticesRow.click()
  await expect(page.getByTestId('player-notice').getByText('Saque pago')).toBeVisible()
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click()
  await page.goBack()
  await expect(page.getByRole('img', { name: /não lidas/ })).toHaveCount(0)
})

test('automatic transfer turned off in settings: the game offers "Transferir R$ X e jogar" and spins after it', async ({
  page,
  request,
}, testInfo) => {
  const player = await openAsNewPlayer(page, request, 'pt', '/pages/mine/settings/index')
  const toggle = page.getByRole('switch', { name: /Transferência automática/ })
  await expect(toggle).toBeChecked()
  await toggle.uncheck()
  await expect(toggle).not.toBeChecked()
  await expect
    .poll(
      async () =>
        (await call<{ autoTransfer: boolean }>(request, 'user/settings', {}, player.token)).autoTransfer,
    )
    .toBe(false)

  // A PIX deposit of R$ 50,00, settled by the provider's signed webhook.
  const order = await pixTopUp(request, player.token, 5_000)
  settleWithProvider(order.data.brCode, testInfo.project.use.baseURL ?? '')

  await open(page, '/pages/jogos/index')
  await page.getByRole('button', { name: 'Noite do Samba' }).first().click()
  const frame = page.frameLocator('iframe')
  await frame.getByRole('button', { name: 'Girar' }).click()
  const transfer = frame.getByRole('button', { name: 'Transferir R$ 50,00 e jogar' })
  await expect(transfer).toBeVisible()
  await keepScreenshot(page, testInfo, 'game-transfer-offer')
  await transfer.click()
  await expect(frame.getByRole('status').filter({ hasText: /rodada nº \d+/ })).toBeVisible()
  const after = await balances(request, player.token)
  expect(after.wallet).toBe(0)
  expect(after.game).toBeGreaterThan(0)
  // Off means off: leaving keeps the game balance where the player put it.
  await page.getByRole('button', { name: 'Sair do jogo' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/jogos/index')
  expect(await balances(request, player.token)).toEqual(after)
})
