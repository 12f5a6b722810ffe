import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { AdminOrderPage } from '@src/contract/money'
import { open, openAsNewPlayer, startIn } from './portal/portal'
import { call, createPlayer, operatorToken } from './support/api'
import { askWithdrawal, payoutAccount, pixTopUp, settleWithProvider } from './support/money'

/**
 * The notification centre: a player on the portal sees a paid withdrawal arrive without a
 * reload, the bell's count goes up, and a toast says it. The screenshots of the list are kept in
 * /work/screens/notifications/ (pt and zh, 360 x 740 and 1366 x 768).
 */

const SCREENS = '/work/screens/notifications'

/** A player with R$ 50 deposited by PIX, a withdrawal password and a PIX key; their token and phone. */
async function playerReadyToWithdraw(request: APIRequestContext, baseURL: string) {
  const player = await createPlayer(request)
  // R$ 50: no first-deposit bonus (over R$ 50 only), so no turnover holds the withdrawal back.
  const order = await pixTopUp(request, player.token, 5_000)
  settleWithProvider(order.data.brCode, baseURL)
  const accountId = await payoutAccount(request, player, {
    firstName: 'Rita',
    lastName: 'Alves',
    email: 'rita@example.com',
    phone: '+5511987654321',
    cpf: '12345678909',
    pixKey: 'rita@example.com',
    pixKeyType: 'EMAIL',
  })
  return { ...player, accountId }
}

/** The operator pays the player's newest withdrawal through the API (admin/review). */
async function operatorPays(request: APIRequestContext, phone: string) {
  const operator = await operatorToken(request)
  const queue = await call<AdminOrderPage>(request, 'admin/orders', { type: 'withdraw' }, operator)
  const order = queue.list.find((candidate) => candidate.player.phone === phone)
  if (!order) throw new Error('the withdrawal is not in the queue')
  const reviewed = await request.post('/api/admin/review', {
    data: { id: order.id, action: 'approve' },
    headers: { token: operator, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  expect((await reviewed.json()).code).toBe(1)
}

const bell = (page: Page) => page.getByTestId('notice-bell')

test('a paid withdrawal arrives on the open list without a reload; the bell counts it and a toast says it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const player = await playerReadyToWithdraw(request, baseURL ?? '')
  expect(await askWithdrawal(request, player.token, player.accountId, 3_000)).toBe(1)
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/notice/index')
  const notices = page.getByTestId('player-notice')
  await expect(notices.filter({ hasText: 'Depósito recebido' })).toBeVisible()
  const unreadBefore = await notices.and(page.locator('[data-read="false"]')).count()
  await expect(bell(page)).toHaveAccessibleName(`Notificações, ${unreadBefore} não lidas`)
  // Let the page's live channel open before the operator acts: a sync event sets the count.
  await expect(notices.filter({ hasText: 'Saque pago' })).toHaveCount(0)
  const loads: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url())
  })

  await operatorPays(request, player.phone.e164)

  const paid = notices.filter({ hasText: 'Saque pago' })
  await expect(paid).toBeVisible()
  await expect(paid).toHaveAttribute('data-read', 'false')
  await expect(bell(page)).toHaveAccessibleName(`Notificações, ${unreadBefore + 1} não lidas`)
  await expect(page.getByRole('status').filter({ hasText: 'Saque pago' })).toBeVisible()
  // The same document all along: no navigation, no reload.
  expect(loads).toEqual([])

  // Read one, then all: the bell empties, and stays empty after a reload (the server keeps it).
  await paid.getByText('Saque pago').click()
  await expect(paid).toHaveAttribute('data-read', 'true')
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notificações')
  await page.reload()
  await expect(notices.first()).toBeVisible()
  await expect(notices.and(page.locator('[data-read="false"]'))).toHaveCount(0)
  await expect(bell(page)).toHaveAccessibleName('Notificações')
})

test('notification settings: operator messages can be turned off, marketing is off until the player opts in', async ({
  page,
  request,
}) => {
  const player = await openAsNewPlayer(page, request, 'en', '/pages/mine/settings/index')
  const section = page.getByTestId('notice-settings')
  // The card's text sits inside it, as its rows do, not against its edge.
  const inset = await section
    .getByText('Money and protection notifications always arrive.')
    .evaluate((text) => {
      const range = document.createRange()
      range.selectNodeContents(text)
      const card = text.closest('fieldset')?.getBoundingClientRect()
      return range.getBoundingClientRect().left - (card?.left ?? 0)
    })
  expect(inset).toBeGreaterThanOrEqual(12)
  const marketing = section.getByRole('switch', { name: /Offers and news/ })
  await expect(marketing).not.toBeChecked()
  await expect(section.getByRole('switch', { name: 'Messages from the operator' })).toBeChecked()
  await section.getByRole('switch', { name: 'Messages from the operator' }).uncheck()
  await expect(section.getByRole('switch', { name: 'Messages from the operator' })).not.toBeChecked()
  await marketing.check()
  await expect(marketing).toBeChecked()
  await expect(section.getByText(/Consent given on/)).toBeVisible()
  const saved = await call<{ muted: string[]; marketing: boolean }>(
    request,
    'notice/settings',
    {},
    player.token,
  )
  expect(saved).toMatchObject({ muted: ['operatorMessage'], marketing: true })
})

for (const lang of ['pt', 'zh'] as const) {
  test(`the notification list in ${lang}, at 360 x 740 and 1366 x 768 (screenshots)`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const player = await playerReadyToWithdraw(request, baseURL ?? '')
    expect(await askWithdrawal(request, player.token, player.accountId, 3_000)).toBe(1)
    await operatorPays(request, player.phone.e164)
    await startIn(page, lang, player.token)
    for (const [width, height] of [
      [360, 740],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height })
      await open(page, '/pages/jogos/notice/index')
      await expect(page.getByTestId('player-notice').first()).toBeVisible()
      await expect(bell(page)).toBeVisible()
      await page.screenshot({ path: `${SCREENS}/notifications-${width}x${height}-${lang}.png` })
    }
  })
}
