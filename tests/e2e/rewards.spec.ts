import { type APIRequestContext, expect, test } from '@playwright/test'
import type { InviteLinks } from '../../src/contract/rewards'
import { keepScreenshot, open, startIn } from './portal/portal'
import { createPlayer, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT } from './support/console'
import { pixTopUp, reportPixPaid } from './support/money'

/**
 * The rewards pages at 360 x 740 in pt and zh, with real data: A invites B; B tops up R$ 300 (paid through the
 * PIX provider's webhook), which pays B's first-deposit bonus (A's referral reward waits for B's wagering, and as
 * both come from one address the pair is listed for the operator's review). Each page is checked for its
 * figures and kept as a screenshot among the run's artefacts.
 */
test.describe.configure({ mode: 'serial' })

const LANGS = ['pt', 'zh'] as const

let inviter: { token: string; code: string }
let invitee: { token: string }
let operator: string

/** A PIX top-up for the player, paid through the provider's signed webhook. */
async function topUp(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const order = await pixTopUp(request, token, amount)
  await reportPixPaid(request, order.data.brCode)
}

test.beforeAll(async ({ request }) => {
  operator = await operatorToken(request)
  const a = await createPlayer(request)
  const links = (await (
    await request.get('/api/index/get_links', { headers: { token: a.token } })
  ).json()) as { data: InviteLinks }
  inviter = { token: a.token, code: links.data.code }
  invitee = await createPlayer(request, inviter.code)
  await topUp(request, invitee.token, 30_000)
})

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    test('invite: code, link, QR and the team with its referral reward', async ({ page }, testInfo) => {
      await startIn(page, lang, inviter.token)
      await open(page, '/pages/convidar/index')
      await expect(page.getByText(inviter.code, { exact: true })).toBeVisible()
      await expect(page.locator('svg.ficha-qr')).toBeVisible()
      await expect(page.getByText('R$ 300,00').first()).toBeVisible()
      await expect(page.getByText('R$ 20,00').first()).toBeVisible()
      await keepScreenshot(page, testInfo, `invite-${lang}`)
      await page.locator('.ficha-rows').scrollIntoViewIfNeeded()
      await keepScreenshot(page, testInfo, `invite-team-${lang}`)
    })

    test('VIP: level, totals, the way to the next level and every level', async ({ page }, testInfo) => {
      await startIn(page, lang, invitee.token)
      await open(page, '/pages/vip/index')
      await expect(page.locator('.ficha-vip-badge')).toHaveText(/VIP 0/)
      await expect(page.getByText('R$ 300,00').first()).toBeVisible()
      await expect(page.locator('.ficha-level-card')).toHaveCount(7)
      await keepScreenshot(page, testInfo, `vip-${lang}`)
    })

    test('first deposit: tiers for a visitor, the bonus earned for a player', async ({ page }, testInfo) => {
      // A visitor starts at the login page (spec §2) and may then open the page: it is on the gate's list.
      await startIn(page, lang)
      await open(page, '/pages/first-storage/index')
      await expect(page).toHaveURL(/pages\/jogos\/login/)
      await page.evaluate(() => {
        location.hash = '#/pages/first-storage/index'
      })
      await expect(page.locator('.ficha-tier-table tbody tr')).toHaveCount(3)
      await expect(page.getByText('20%').first()).toBeVisible()
      await keepScreenshot(page, testInfo, `first-deposit-visitor-${lang}`)
      await page.evaluate((token) => localStorage.setItem('App-Token', token), invitee.token)
      await page.reload()
      await expect(page.getByText('R$ 45,00').first()).toBeVisible() // 15% of R$ 300
      await keepScreenshot(page, testInfo, `first-deposit-${lang}`)
    })

    test('cash back: tiers, the daily limit and today’s use', async ({ page }, testInfo) => {
      await startIn(page, lang, invitee.token)
      await open(page, '/pages/return-cash/index')
      await expect(page.locator('.ficha-tier-table tbody tr')).toHaveCount(3)
      await expect(page.getByText('0/6')).toBeVisible()
      await keepScreenshot(page, testInfo, `cash-back-${lang}`)
    })

    test('rebate: the explanation and the empty list before the first paid day', async ({
      page,
    }, testInfo) => {
      await startIn(page, lang, invitee.token)
      await open(page, '/pages/mine/backwater/index')
      await expect(page.locator('.ficha-state')).toBeVisible()
      await keepScreenshot(page, testInfo, `rebate-${lang}`)
    })

    test('partner: the plan with its tiers and the fan base, then this week', async ({ page }, testInfo) => {
      await startIn(page, lang, inviter.token)
      await open(page, '/pages/buddy/index')
      await expect(page.locator('.ficha-tier-table tbody tr')).toHaveCount(5)
      await expect(page.getByText(/10[.,\s ]?000/).first()).toBeVisible()
      await keepScreenshot(page, testInfo, `partner-${lang}`)
    })
  })
}

test('operator console: switches, totals and the latest rewards', async ({ page }, testInfo) => {
  // The console is linked from the mine page once the operator's permissions came with the user info.
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await startIn(page, 'pt', operator)
  await open(page, '/pages/mine/index')
  await page.getByRole('button', { name: 'Console do operador' }).click()
  await page
    .getByRole('navigation', { name: 'Navegação do console' })
    .getByRole('link', { name: 'Recompensas' })
    .click()
  await expect(page.locator('.ficha-switch-row')).toHaveCount(6)
  await expect(page.getByText('R$ 45,00').first()).toBeVisible()
  // Every browser of the run comes from 127.0.0.1: the invitee shares the inviter's address, so the pair
  // waits for review and earns no referral reward.
  await expect(
    page.locator('.ficha-linked-accounts').getByText('mesmo endereço de rede').first(),
  ).toBeVisible()
  await keepScreenshot(page, testInfo, 'admin-rewards-pt')
})
