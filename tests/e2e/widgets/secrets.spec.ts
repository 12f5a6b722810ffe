import { expect, type Page, test } from '@playwright/test'
import { baseURL, partnerOrigins } from '@root/playwright.config'
import type { UserInfo } from '@src/contract/user'
import { call, createPlayer, newPhone, PASSWORD } from '../support/api'
import { framed, type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'
import { askSignupCode, landedOnPortal } from './support/players'

/**
 * On a partner's origin, the elements that take a password, a verification code or a withdrawal password
 * are Ficha's frame: nothing the partner's scripts can reach (its DOM, the open shadow roots, frames of its
 * own origin, its storage, its cookies) holds such a field or the login token, and the player still signs
 * up, logs in and reaches the portal logged in through the elements.
 */
let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[4] ?? '')
})
test.afterAll(() => site.close())

const PAGE = `<!doctype html>
<html lang="pt"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self'; style-src 'self'; frame-src 'self'">
<script src="../widgets/ficha.js" defer></script></head>
<body>
<ficha-signup-form lang="pt" theme="light"></ficha-signup-form>
<ficha-login-form lang="pt"></ficha-login-form>
<ficha-wallet lang="pt"></ficha-wallet>
</body></html>`

/** What a script of the partner's page can reach: every field, the markup, storage and cookies. */
const partnerView = (page: Page) =>
  page.evaluate(() => {
    const fields: string[] = []
    const markup: string[] = []
    const frames: string[] = []
    const visit = (root: Document | ShadowRoot) => {
      markup.push(root instanceof Document ? root.documentElement.outerHTML : root.innerHTML)
      for (const input of root.querySelectorAll('input, textarea, select'))
        fields.push(`${input.getAttribute('type') ?? input.tagName}:${(input as HTMLInputElement).value}`)
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot)
      for (const frame of root.querySelectorAll('iframe')) {
        frames.push(frame.src)
        // A frame of another origin has no document for this page; one of its own origin would.
        if (frame.contentDocument) visit(frame.contentDocument)
      }
    }
    visit(document)
    const stored = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)
    return {
      fields,
      markup: markup.join('\n'),
      frames,
      storage: [...stored(localStorage), ...stored(sessionStorage)].join('\n'),
      cookies: document.cookie,
    }
  })

/** The login tokens the server gave out during the test (read from the responses, frames included). */
function tokensOf(page: Page): string[] {
  const tokens: string[] = []
  page.on('response', async (response) => {
    if (!/\/api\/(user\/login|widget\/exchange)$/.test(response.url())) return
    const token = (await response.json().catch(() => null))?.data?.userinfo?.token
    if (token) tokens.push(token)
  })
  return tokens
}

test('the sign-up, login and wallet fields are Ficha’s frame, and sign-up still lands on the portal', async ({
  page,
}) => {
  const tokens = tokensOf(page)
  await page.goto(site.page('/secrets.html', PAGE))
  const signup = framed(page, 'ficha-signup-form')
  const phone = newPhone()
  const code = await askSignupCode(page, signup, phone)
  await signup.getByLabel('Código de verificação').fill(code)
  await framed(page, 'ficha-login-form').getByLabel('Senha', { exact: true }).fill('outra-senha-456')

  // Typed, and nowhere the partner's page can look: not one field, not one of the values.
  const view = await partnerView(page)
  expect(view.fields).toEqual([])
  expect(view.frames).toHaveLength(3)
  for (const src of view.frames) expect(new URL(src).origin).toBe(baseURL)
  for (const secret of [PASSWORD, 'outra-senha-456', code]) {
    expect(view.markup).not.toContain(secret)
    expect(view.storage).not.toContain(secret)
  }
  // The frame sizes itself to its form: no inner scroll.
  const box = await page.locator('ficha-signup-form iframe').boundingBox()
  expect(box?.height ?? 0).toBeGreaterThan(300)
  const inner = await signup.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  expect(inner).toBeLessThanOrEqual(1)

  const registered = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        document.addEventListener('ficha-register', (event) => resolve((event as CustomEvent).detail), {
          once: true,
        }),
      ),
  )
  await signup.getByRole('checkbox').check()
  await signup.getByRole('button', { name: 'Cadastrar' }).click()
  expect(await registered).toMatchObject({ player: { id: expect.any(Number) } })

  // Handed to the portal (the top window), logged in there by a one-time code.
  await landedOnPortal(page)
  // The answers are read as they come: the exchange's may still be on its way when the portal has settled.
  await expect.poll(() => tokens.length).toBeGreaterThanOrEqual(1)
})

test('a player logs in through the element; the token stays in the frame and the portal opens logged in', async ({
  page,
  request,
  context,
}) => {
  const player = await createPlayer(request)
  const tokens = tokensOf(page)
  await page.goto(site.page('/secrets.html', PAGE))
  const loggedIn = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.addEventListener('ficha-login', () => resolve(), { once: true }),
      ),
  )
  const login = framed(page, 'ficha-login-form')
  await login.getByLabel('Número de celular').fill(player.phone.national)
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: 'Entrar' }).click()
  await loggedIn
  await expect(login.getByRole('button', { name: 'Ir para os jogos' })).toBeVisible()
  // The wallet beside it, a frame of the same origin, shares the session and shows the balances.
  await expect(framed(page, 'ficha-wallet').getByRole('button', { name: 'Recarregar' })).toBeVisible()

  await expect.poll(() => tokens.length).toBeGreaterThanOrEqual(1)
  const view = await partnerView(page)
  const cookies = await context.cookies(site.origin)
  for (const token of tokens) {
    expect(view.markup).not.toContain(token)
    expect(view.storage).not.toContain(token)
    expect(view.cookies).not.toContain(token)
    expect(cookies.map((cookie) => cookie.value)).not.toContain(token)
  }
  expect(view.fields).toEqual([])

  const navigating = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('ficha-navigate', (event) => resolve((event as CustomEvent).detail.url), {
          once: true,
        }),
      ),
  )
  await login.getByRole('button', { name: 'Ir para os jogos' }).click()
  // The page is told where the player goes, without the hand-off code: that stays in the frame.
  const url = new URL(await navigating)
  expect(url.origin).toBe(baseURL)
  expect(url.searchParams.has('handoff')).toBe(false)
  await page.waitForURL((address) => address.origin === baseURL, { timeout: 15_000 })
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('App-Token')), { timeout: 10_000 })
    .toBeTruthy()
  await expect(page).not.toHaveURL(/pages\/jogos\/login/)
})

test('the partner kit is served beside the bundles: the manifest of the elements the script defines, and the frame page', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get(`${baseURL}/widgets/custom-elements.json`)).json()
  const declared = manifest.modules.flatMap(
    (module: { declarations: { tagName: string; attributes: { name: string }[] }[] }) => module.declarations,
  )
  await page.goto(site.page('/kit.html', PAGE))
  for (const { tagName, attributes } of declared) {
    // ficha-partner-link is defined by its own module only (widgets/ficha-partner-link), not by ficha.js.
    if (tagName === 'ficha-partner-link') continue
    const observed = await page.evaluate(
      (tag) => (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes,
      tagName,
    )
    expect(attributes.map(({ name }: { name: string }) => name).sort(), tagName).toEqual([...observed].sort())
  }
  expect(declared).toHaveLength(6)
  const types = await request.get(`${baseURL}/widgets/ficha.d.ts`)
  expect(await types.text()).toContain('interface HTMLElementTagNameMap')
  expect((await request.get(`${baseURL}/widgets/frame.html`)).status()).toBe(200)
})

test('a page that points portal-url at an address of its own never receives a hand-off code', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  const asked: string[] = []
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/widget/handoff')) asked.push(sent.url())
  })
  const collect = site.page('/collect', partnerPage('<p>collected</p>'))
  await page.goto(
    site.page(
      '/foreign-portal.html',
      partnerPage(`<ficha-login-form lang="pt" portal-url="${collect}" open-portal></ficha-login-form>`),
    ),
  )
  const login = framed(page, 'ficha-login-form')
  await login.getByLabel('Número de celular').fill(player.phone.national)
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: 'Entrar' }).click()

  // The frame opens the page's address as asked, but as it is not Ficha's portal, without a code.
  await page.waitForURL((url) => url.pathname === '/collect', { timeout: 15_000 })
  expect(new URL(page.url()).searchParams.has('handoff')).toBe(false)
  expect(asked).toEqual([])
})

test('a site the server does not list cannot frame the login frame, whatever the spelling of its address', async ({
  page,
}) => {
  // The same partner server under another name: an origin outside CORS_ORIGINS.
  const stranger = site.origin.replace('127.0.0.1', 'localhost')
  for (const [n, file] of ['%66rame.html', 'frame%2ehtml', 'frame.html'].entries()) {
    const src = `${baseURL}/widgets/${file}?tag=ficha-login-form&origin=${encodeURIComponent(stranger)}`
    const path = `/overlay-${n}.html`
    site.page(path, partnerPage(`<iframe src="${src}"></iframe>`, ''))
    const answered = page.waitForResponse((response) => response.url() === src)
    await page.goto(`${stranger}${path}`)
    expect((await answered).status()).toBe(200)
    // The browser refuses to show it: the frame holds its error page, never Ficha's login.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    await expect.poll(() => frame?.url(), { message: file }).toBe('chrome-error://chromewebdata/')
  }
})

test('a logged-in player who opens someone else’s hand-off link keeps their own session', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  const me = await call<UserInfo>(request, 'user/getUserinfo', {}, player.token)
  const stranger = await createPlayer(request)
  const { code } = await call<{ code: string }>(request, 'widget/handoff', {}, stranger.token)
  // Logged in on the portal, as a login leaves it.
  await page.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('App-Token')) return
      localStorage.setItem('App-Token', token)
      localStorage.setItem('storage_data', JSON.stringify({ language: 'pt', name: 'Ana', userInfo: user }))
    },
    [player.token, me] as const,
  )

  await page.goto(`/?handoff=${code}#/pages/mine/account/recharge`)
  await expect(page.getByText('Você já está conectado como Ana')).toBeVisible()
  expect(new URL(page.url()).searchParams.has('handoff')).toBe(false)
  const kept = await page.evaluate(() => localStorage.getItem('App-Token'))
  expect(kept).toBe(player.token)
  expect((await call<UserInfo>(request, 'user/getUserinfo', {}, kept ?? '')).id).toBe(me.id)
})
