import { expect, type Page, test } from '@playwright/test'
import { brazilURL } from '../../playwright.config'
import type { RechargeOrder } from '../../src/contract/money'
import { keepScreenshot, startIn } from './portal/portal'
import { call, createPlayer } from './support/api'
import { pixTopUp, settleWithProvider } from './support/money'

/**
 * A visitor reads the operator's language from the first screen and can switch it
 * before logging in; an invite link opens in the inviter's language; a paid top-up shows what was booked.
 */

/** Records every Chinese text the portal ever puts on screen, from its first render. */
async function watchForChinese(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { chineseSeen: string[] }).chineseSeen = seen
    new MutationObserver(() => {
      // The language switch names Chinese in Chinese (中文): that is no Chinese page.
      const text = (document.getElementById('app')?.textContent ?? '').replaceAll('中文', '')
      if (/[\u4e00-\u9fff]/.test(text)) seen.push(text.slice(0, 80))
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { chineseSeen: string[] }).chineseSeen)
}

test.describe('the brazil profile', () => {
  test.use({ baseURL: brazilURL })

  test('a first visit reads Portuguese from the first screen, without a flash of Chinese, and can switch language on the login page', async ({
    page,
  }, testInfo) => {
    const chinese = await watchForChinese(page)
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    expect(await chinese()).toEqual([])
    await keepScreenshot(page, testInfo, 'lobby-visitor-pt')

    await page.goto('/#/pages/jogos/login')
    const language = page.getByRole('combobox', { name: 'Idioma' })
    await expect(language).toHaveValue('pt')
    await keepScreenshot(page, testInfo, 'login-pt')
    await language.selectOption('en')
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
    await expect(page.getByText('Forgot password?')).toBeVisible()
    // The choice is kept: the next visit opens in English.
    await page.reload()
    await expect(page.getByText('Forgot password?')).toBeVisible()
  })
})

test('an invitee opening /i/CODE reads the inviter’s language, on a server whose default is Chinese', async ({
  page,
  request,
}) => {
  const inviter = await createPlayer(request)
  const links = await request.get('/api/index/get_links', {
    headers: { token: inviter.token, vuelang: 'pt' },
  })
  const { link, code } = (await links.json()).data as { link: string; code: string }
  expect(link).toMatch(/\?lang=pt$/)
  const chinese = await watchForChinese(page)
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByLabel('Código de convite')).toHaveValue(code)
  await expect(page.getByRole('button', { name: 'Cadastrar' }).first()).toBeVisible()
  expect(await chinese()).toEqual([])
  expect(new URL(page.url()).searchParams.has('lang')).toBe(false)
})

test('a paid R$ 100 first deposit shows R$ 110,00 credited and the R$ 10,00 bonus the ledger booked', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const player = await createPlayer(request)
  const order = (await pixTopUp(request, player.token, 10_000)).data as RechargeOrder
  settleWithProvider(order.brCode ?? '', baseURL ?? '')
  const booked = await call<RechargeOrder>(request, 'index/recharge_info', { id: order.id }, player.token)
  const wallet = (
    await (await request.get('/api/index/get_wallet', { headers: { token: player.token } })).json()
  ).data
  expect(booked.bonus).toBe(1_000)
  expect(wallet.wallet).toBe(booked.amount + booked.bonus)

  await startIn(page, 'pt', player.token)
  await page.goto(`/#/pages/mine/savings-account/index?id=${booked.id}`)
  await expect(page.getByText('R$ 110,00 foi adicionado à sua carteira.')).toBeVisible()
  await expect(page.locator('dd').filter({ hasText: /^R\$\s10,00$/ })).toBeVisible()
  await keepScreenshot(page, testInfo, 'deposit-paid-pt')
})
