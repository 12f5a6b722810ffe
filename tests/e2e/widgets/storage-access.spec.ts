import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { baseURL, partnerOrigins, publicURL } from '@root/playwright.config'
import type { UserInfo } from '@src/contract/user'
import { call, createPlayer, PASSWORD } from '../support/api'
import { framed, type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'

/**
 * Ficha's frame on a partner's page where the browser blocks its storage (docs/widgets.md, "Third-party
 * storage"). The test Chromium runs the partner and Ficha on one site, where nothing is blocked, and its
 * Storage Access API cannot be granted here (no prompt, no top-level visit), so the browser's part is played
 * in Ficha's frames: reading localStorage throws until access is granted, and requestStorageAccess() grants
 * it on a tap (user activation) or once granted before, answering Ficha's storage as Chrome's handle does.
 */
async function blockFrameStorage(context: BrowserContext) {
  await context.addInitScript((ficha) => {
    if (location.origin !== ficha || window.top === window) return
    const ficha_ = window.localStorage
    const GRANTED = 'test:storage-access'
    let granted = false
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        if (!granted) throw new DOMException('Access is denied for this document.', 'SecurityError')
        return ficha_
      },
    })
    document.hasStorageAccess = async () => granted
    document.requestStorageAccess = (async () => {
      if (!navigator.userActivation.isActive && ficha_.getItem(GRANTED) !== 'yes')
        throw new DOMException('requestStorageAccess not allowed', 'NotAllowedError')
      ficha_.setItem(GRANTED, 'yes')
      granted = true
      return { localStorage: ficha_ }
    }) as unknown as () => Promise<void>
    const query = navigator.permissions.query.bind(navigator.permissions)
    navigator.permissions.query = (descriptor) =>
      descriptor.name === ('storage-access' as PermissionName)
        ? Promise.resolve({
            state: ficha_.getItem(GRANTED) === 'yes' ? 'granted' : 'prompt',
          } as PermissionStatus)
        : query(descriptor)
  }, baseURL)
}

let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[5] ?? '')
})
test.afterAll(() => site.close())

const frameOf = (page: Page) => page.locator('ficha-login-form iframe').contentFrame()
const OFFER = 'Continuar com a sua conta'

async function openLoginForm(page: Page) {
  await page.goto(site.page('/login.html', partnerPage('<ficha-login-form lang="pt"></ficha-login-form>')))
  await expect(framed(page, 'ficha-login-form').getByRole('button', { name: 'Entrar' })).toBeVisible()
}

/** A new player's phone, with the login form open in a frame whose storage is blocked. */
async function newPlayerOnBlockedForm(context: BrowserContext, page: Page, request: APIRequestContext) {
  await blockFrameStorage(context)
  const { phone } = await createPlayer(request)
  await openLoginForm(page)
  return phone
}

async function logIn(page: Page, phone: { national: string }) {
  const form = framed(page, 'ficha-login-form')
  await form.getByLabel('Número de celular').fill(phone.national)
  await form.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Entrar' }).click()
  await expect(form.getByText(/^Conectado como/)).toBeVisible()
}

test('without access, the frame offers to continue with the account, and a login there is forgotten on reload', async ({
  context,
  page,
  request,
}) => {
  const phone = await newPlayerOnBlockedForm(context, page, request)
  await expect(frameOf(page).getByRole('button', { name: OFFER })).toBeVisible()
  await logIn(page, phone)

  await page.reload()
  await expect(framed(page, 'ficha-login-form').getByRole('button', { name: 'Entrar' })).toBeVisible()
  await expect(frameOf(page).getByRole('button', { name: OFFER })).toBeVisible()
})

test('a tap on the offer asks for access, and the login made then survives a reload', async ({
  context,
  page,
  request,
}) => {
  const phone = await newPlayerOnBlockedForm(context, page, request)
  await frameOf(page).getByRole('button', { name: OFFER }).click()
  await expect(frameOf(page).getByRole('button', { name: OFFER })).toHaveCount(0)
  await logIn(page, phone)

  await page.reload()
  await expect(framed(page, 'ficha-login-form').getByText(`Conectado como ${phone.e164}`)).toBeVisible()
  // Granted once: no offer any more, and no tap needed.
  await expect(frameOf(page).getByRole('button', { name: OFFER })).toHaveCount(0)
})

test('with access, a player logged in on Ficha’s own site continues with that account on the partner’s page', async ({
  context,
  page,
  request,
}) => {
  await blockFrameStorage(context)
  const player = await createPlayer(request)
  const me = await call<UserInfo>(request, 'user/getUserinfo', {}, player.token)
  // Logged in on the portal, as a login there leaves Ficha's storage.
  await page.goto(`${baseURL}/widgets/frame.html`)
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('App-Token', token)
      localStorage.setItem('storage_data', JSON.stringify({ language: 'pt', userInfo: user }))
    },
    [player.token, me] as const,
  )

  await openLoginForm(page)
  await frameOf(page).getByRole('button', { name: OFFER }).click()
  await expect(
    framed(page, 'ficha-login-form').getByText(`Conectado como ${me.nickname || me.username}`),
  ).toBeVisible()
  await page.reload()
  await expect(
    framed(page, 'ficha-login-form').getByText(`Conectado como ${me.nickname || me.username}`),
  ).toBeVisible()
})

test('in this Chromium, Ficha on another site than the partner’s (its frame’s storage blocked) offers it for real', async ({
  page,
}) => {
  // The script and its frame from localhost, another site than the partner's 127.0.0.1: the browser blocks
  // the frame's storage and has the API, with no grant.
  const ficha = publicURL
  await page.goto(
    site.page(
      '/cross-site.html',
      `<!doctype html><html lang="pt"><head><meta charset="utf-8" />
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${ficha}; connect-src ${ficha}; img-src ${ficha}; frame-src ${ficha}; base-uri 'none'" />
      <script src="${ficha}/widgets/ficha.js" defer></script></head>
      <body><ficha-login-form lang="pt"></ficha-login-form></body></html>`,
    ),
  )
  expect(
    await frameOf(page)
      .locator('body')
      .evaluate(() => document.hasStorageAccess()),
  ).toBe(false)
  await expect(frameOf(page).getByRole('button', { name: OFFER })).toBeVisible()
  await expect(framed(page, 'ficha-login-form').getByRole('button', { name: 'Entrar' })).toBeVisible()
})
