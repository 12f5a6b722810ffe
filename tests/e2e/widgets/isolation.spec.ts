import { expect, type Page, test } from '@playwright/test'
import { partnerOrigins } from '@root/playwright.config'
import { framed, type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'

/**
 * The elements on pages that are not theirs: a hostile stylesheet, a strict CSP, the script loaded twice.
 * They keep to their shadow roots and add nothing to the page but themselves.
 */
let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[2] ?? '')
})
test.afterAll(() => site.close())

/** Records CSP violations, uncaught errors and failed requests of the page (the browser's favicon aside). */
async function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`${response.status()} ${response.url()}`)
  })
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) problems.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return problems
}

test('a hostile page stylesheet breaks no element', async ({ page }) => {
  const problems = await watchProblems(page)
  await page.goto(`${site.origin}/demo/hostile.html`)

  const ticker = page.locator('ficha-bets-ticker')
  await expect(ticker.getByRole('heading', { name: 'Latest bets & Race' })).toBeVisible()
  await expect(ticker.getByRole('heading', { name: 'Recent wins' })).toBeVisible()
  // The elements with secret fields are Ficha's frame on this origin: the page's styles cannot reach them.
  const signup = framed(page, 'ficha-signup-form')
  await expect(signup.getByRole('button', { name: 'Sign up' })).toBeVisible()
  await expect(signup.getByLabel('Invitation code (optional)')).toHaveValue('HOSTILE1')
  await expect(framed(page, 'ficha-login-form').getByRole('button', { name: 'Log in' })).toBeVisible()
  const invite = framed(page, 'ficha-invite-panel')
  await expect(invite.getByText('Invitation code: HOSTILE1')).toBeVisible()
  await expect(invite.getByRole('button', { name: 'Join now' })).toBeVisible()
  await expect(framed(page, 'ficha-wallet').getByText('Log in to see your balance.')).toBeVisible()

  // The page's huge type, colours and resets stop at the shadow boundary: each element keeps its tokens.
  for (const tag of [
    'ficha-bets-ticker',
    'ficha-signup-form',
    'ficha-login-form',
    'ficha-invite-panel',
    'ficha-wallet',
  ]) {
    const root = (tag === 'ficha-bets-ticker' ? page.locator(tag) : framed(page, tag)).locator('.ficha-root')
    await expect(root).toHaveCSS('font-size', '15px')
    await expect(root).toHaveCSS('text-transform', 'none')
    const box = await page.locator(tag).boundingBox()
    expect(box?.width, tag).toBeGreaterThan(280)
  }
  const button = signup.getByRole('button', { name: 'Sign up' })
  await expect(button).not.toHaveCSS('color', 'rgb(0, 255, 0)')
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  expect(problems).toEqual([])
})

test('adds no global, no style to the page and nothing to its head', async ({ page }) => {
  await page.goto(site.page('/blank.html', partnerPage('<p>Partner</p>', '')))
  const before = await page.evaluate(() => Object.keys(window))

  await page.goto(
    site.page(
      '/with-elements.html',
      partnerPage('<ficha-bets-ticker></ficha-bets-ticker><ficha-wallet></ficha-wallet>'),
    ),
  )
  await expect(framed(page, 'ficha-wallet').locator('form')).toBeVisible()
  const after = await page.evaluate(() => ({
    keys: Object.keys(window),
    head: [...document.head.children].map((child) => child.tagName.toLowerCase()),
    sheets: document.styleSheets.length + document.adoptedStyleSheets.length,
  }))
  expect(after.keys.filter((key) => !before.includes(key))).toEqual([])
  expect(after.head).toEqual(['meta', 'meta', 'script'])
  expect(after.sheets).toBe(0)
  expect(
    await page.evaluate(() => ['ficha-bets-ticker', 'ficha-wallet'].map((tag) => !!customElements.get(tag))),
  ).toEqual([true, true])
})

test('loading the script twice, and an element’s module beside it, works', async ({ page }) => {
  const problems = await watchProblems(page)
  const twice =
    '<script src="../widgets/ficha.js" defer></script>' +
    '<script src="/widgets/ficha.js" defer></script>' +
    '<script type="module" src="/widgets/ficha-bets-ticker.js"></script>'
  await page.goto(
    site.page(
      '/twice.html',
      partnerPage(
        '<ficha-bets-ticker lang="en"></ficha-bets-ticker><ficha-login-form lang="en"></ficha-login-form>',
        twice,
      ),
    ),
  )
  await expect(
    page.locator('ficha-bets-ticker').getByRole('heading', { name: 'Latest bets & Race' }),
  ).toBeVisible()
  await expect(framed(page, 'ficha-login-form').getByRole('button', { name: 'Log in' })).toHaveCount(1)
  expect(problems).toEqual([])
})
