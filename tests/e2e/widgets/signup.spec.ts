import { expect, type Locator, type Page, test } from '@playwright/test'
import { baseURL, partnerOrigins } from '@root/playwright.config'
import type { UserInfo } from '@src/contract/user'
import { call, createPlayer, newPhone } from '../support/api'
import { framed, type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'
import { askSignupCode, invitationCode, landedOnPortal, team } from './support/players'

/**
 * Sign-up on a partner's page (another origin) ends on the portal, logged in, through a one-time hand-off
 * code: the login token never appears in an address; a page that keeps the player sees them logged in in
 * every element. On an agent's page the agent's code becomes the new account's inviter.
 */
let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[1] ?? '')
})
test.afterAll(() => site.close())

/** Every address the page asks for, and the login tokens the page was given, to check one is never in the other. */
function watch(page: Page) {
  const urls: string[] = []
  const tokens: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('response', async (response) => {
    if (!/\/api\/(user\/login|widget\/exchange)$/.test(response.url())) return
    const token = (await response.json().catch(() => null))?.data?.userinfo?.token
    if (token) tokens.push(token)
  })
  return { urls, tokens }
}

/** Fills the registration form inside `form` (Portuguese texts) and submits it. */
async function signUp(page: Page, form: Locator, phone: ReturnType<typeof newPhone>) {
  await form.getByLabel('Código de verificação').fill(await askSignupCode(page, form, phone))
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Cadastrar' }).click()
}

test('sign-up on the partner page lands logged in on the portal through a hand-off code, in the form’s language', async ({
  page,
}) => {
  const seen = watch(page)
  const phone = newPhone()
  // The portal's exchange: on this test's one site (127.0.0.1) the frame's storage is the portal's, so the
  // portal shows the player logged in before its exchange has answered.
  const exchanged = page.waitForResponse((response) => response.url().endsWith('/api/widget/exchange'))
  await page.goto(`${site.origin}/demo/partner.html`)
  await signUp(page, framed(page, 'ficha-signup-form'), phone)

  const token = await landedOnPortal(page)
  const user = await call<UserInfo>(page.request, 'user/getUserinfo', {}, token)
  expect(user.username).toBe(phone.e164)
  // The form was lang="pt": so is the portal it hands over to, whatever the server's default (zh here).
  await expect(page.getByRole('navigation').getByText('Jogos')).toBeVisible()
  expect(new URL(page.url()).searchParams.has('lang')).toBe(false)

  const handoffs = seen.urls.filter((url) => new URL(url).searchParams.has('handoff'))
  expect(handoffs).toHaveLength(1)
  expect(new URL(handoffs[0] ?? '').origin).toBe(baseURL)
  // The partner page's token and the portal's: neither was ever part of an address. The portal's comes from
  // its storage (a response body read after the page moved on may be gone); the partner's from its login.
  await expect.poll(() => seen.tokens.length).toBeGreaterThanOrEqual(1)
  const secrets = [...new Set([...seen.tokens, token])]
  for (const secret of secrets) expect(seen.urls.filter((url) => url.includes(secret))).toEqual([])
  // The code was spent by the portal.
  await exchanged
  const code = new URL(handoffs[0] ?? '').searchParams.get('handoff')
  const again = await page.request.post(`${baseURL}/api/widget/exchange`, { data: { code } })
  expect((await again.json()).code).toBe(404)
})

test('the agent page’s invitation code becomes the new account’s inviter', async ({ page, request }) => {
  const agent = await createPlayer(request)
  const code = await invitationCode(request, agent.token)
  await page.goto(`${site.origin}/demo/agent.html?code=${code}`)
  const panel = framed(page, 'ficha-invite-panel')
  await expect(panel.getByText(`Código de convite: ${code}`)).toBeVisible()
  await panel.getByRole('button', { name: 'Cadastre-se agora' }).click()
  await expect(panel.getByLabel('Código de convite (opcional)')).toHaveValue(code)
  await signUp(page, panel, newPhone())

  await landedOnPortal(page)
  const agentsTeam = await team(request, agent.token)
  expect(agentsTeam.totals.headcount).toBe(1)
  expect(agentsTeam.members.list).toHaveLength(1)
})

test('a page that keeps the new player shows them logged in, in the sign-up form and the wallet beside it', async ({
  page,
}) => {
  const logins: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/login')) logins.push(request.url())
  })
  await page.goto(
    site.page(
      '/signup-wallet.html',
      partnerPage('<ficha-signup-form lang="pt"></ficha-signup-form><ficha-wallet lang="pt"></ficha-wallet>'),
    ),
  )
  // The partner keeps the player on its page (docs/widgets.md: ficha-register is cancelable).
  await page.evaluate(() => document.addEventListener('ficha-register', (event) => event.preventDefault()))
  const wallet = framed(page, 'ficha-wallet')
  await expect(wallet.getByText('Entre para ver o seu saldo.')).toBeVisible()
  const phone = newPhone()
  await signUp(page, framed(page, 'ficha-signup-form'), phone)

  await expect(framed(page, 'ficha-signup-form').getByText(`Conectado como ${phone.e164}`)).toBeVisible()
  await expect(wallet.getByRole('region', { name: 'Carteira' })).toBeVisible()
  await expect(wallet.getByText('Entre para ver o seu saldo.')).toHaveCount(0)
  expect(new URL(page.url()).origin).toBe(site.origin)
  // The session is the one sign-up answered: the password was not sent a second time.
  expect(logins).toEqual([])
})
