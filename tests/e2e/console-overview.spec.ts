import pt from '@locales/pt.json' with { type: 'json' }
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { PendingCounts } from '@src/contract/console'
import { keepScreenshot } from './portal/portal'
import { call, createPlayerWithId, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, consolePath, openConsole } from './support/console'

/**
 * The console's overview (/console/, "Visão geral") in Portuguese at 1366 x 768: what waits for the operator,
 * one count per queue their role may open, each a link to that queue; no copy of the side menu.
 */
test.use({ viewport: CONSOLE_VIEWPORT })

const QUEUE = pt.console.overview.queue

/** A console account of `role` made for this run (POST /api/dev/operator), logged in. */
async function roleToken(request: APIRequestContext, role: string): Promise<string> {
  const made = await call<{ phone: string; password: string }>(request, 'dev/operator', { role })
  const login = await call<{ userinfo: { token: string } }>(request, 'user/login', {
    username: made.phone,
    password: made.password,
  })
  return login.userinfo.token
}

const overview = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: pt.console.overview.waiting })

/** The number a queue's link shows equals what the server counts now (other tests add to the queues). */
async function expectCount(
  page: Page,
  request: APIRequestContext,
  token: string,
  label: string,
  queue: string,
) {
  await expect(async () => {
    await page.reload()
    const counts = await call<PendingCounts>(request, 'admin/pending_counts', {}, token)
    const count = counts.list.find((entry) => entry.queue === queue)?.count
    await expect(overview(page).getByRole('link', { name: label })).toHaveText(`${count} ${label}`, {
      timeout: 2_000,
    })
  }).toPass({ timeout: 30_000 })
}

test('a finance operator’s overview counts the payouts and corrections waiting, and nothing they cannot open', async ({
  page,
  request,
}, testInfo) => {
  const token = await roleToken(request, 'finance')
  await openConsole(page, 'pt', token)
  await expect(page.getByRole('heading', { name: pt.console.shell.home, level: 1 })).toBeVisible()
  const links = overview(page).getByRole('link')
  await expect(links).toHaveCount(2)
  await expect(links.nth(0)).toContainText(QUEUE.payouts)
  await expect(links.nth(1)).toContainText(QUEUE.corrections)
  // The menu is in the side navigation only: the overview does not repeat its pages.
  await expect(page.getByRole('main').getByRole('link', { name: pt.console.nav.reports })).toHaveCount(0)
  await expect(overview(page).getByRole('link', { name: new RegExp(QUEUE.riskCases) })).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'console-overview-finance-pt')

  await overview(page)
    .getByRole('link', { name: new RegExp(QUEUE.payouts) })
    .click()
  await expect.poll(() => consolePath(page)).toBe('/console/orders')
  await expect(page.getByRole('radio', { name: pt.money.orderType.withdraw })).toBeChecked()
})

test('the administrator’s overview counts every queue; a new pending correction shows in its count and link', async ({
  page,
  request,
}, testInfo) => {
  const token = await operatorToken(request)
  const { id } = await createPlayerWithId(request)
  await call(
    request,
    'admin/correction_create',
    {
      userId: id,
      account: 'wallet',
      direction: 'credit',
      amount: 250_000,
      reason: 'goodwill',
      comment: 'Bônus de boas-vindas não creditado',
      idempotencyKey: `overview-${id}`,
    },
    token,
  )
  await openConsole(page, 'pt', token)
  const links = overview(page).getByRole('link')
  await expect(links).toHaveCount(4)
  for (const [index, label] of [
    QUEUE.payouts,
    QUEUE.corrections,
    QUEUE.riskCases,
    QUEUE.identityChecks,
  ].entries())
    await expect(links.nth(index)).toContainText(label)
  await expectCount(page, request, token, QUEUE.corrections, 'corrections')
  await expect(overview(page).getByRole('link', { name: QUEUE.corrections })).not.toHaveText(
    `0 ${QUEUE.corrections}`,
  )
  await keepScreenshot(page, testInfo, 'console-overview-admin-pt')

  for (const [label, path] of [
    [QUEUE.corrections, '/console/corrections'],
    [QUEUE.riskCases, '/console/risk'],
    [QUEUE.identityChecks, '/console/protection'],
  ] as const) {
    await page.goto('/console/')
    await overview(page)
      .getByRole('link', { name: new RegExp(label) })
      .click()
    await expect.poll(() => consolePath(page)).toBe(path)
  }
})

test('the dashboard opens with the same counts of what waits, above its charts', async ({
  page,
  request,
}) => {
  const token = await operatorToken(request)
  await openConsole(page, 'pt', token)
  await page.goto('/console/dashboard')
  await expect(page.getByRole('heading', { name: pt.console.dashboard.heading })).toBeVisible()
  const links = overview(page).getByRole('link')
  await expect(links).toHaveCount(4)
  await links.filter({ hasText: QUEUE.corrections }).click()
  await expect.poll(() => consolePath(page)).toBe('/console/corrections')
})
