import { expect, test } from '@playwright/test'
import { startIn } from './portal'

test('the portal is installable and opens offline to its shell, saying it is offline', async ({ page }) => {
  await startIn(page, 'en')
  await page.goto('/#/pages/jogos/login')
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()
  // The service worker has installed (the shell is kept) and controls the page after a reload.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  // Chrome's own installability check: a manifest with name, icons, start URL, standalone display, a worker.
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Test browsers run in incognito profiles, where Chrome never offers to install; nothing else is missing.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito'])
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    display: 'standalone',
    theme_color: '#003069',
    background_color: '#4e73df',
  })
  expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable')

  await page.context().setOffline(true)
  // The worker itself has no network either (so what opens next can only come from its cache).
  const [worker] = page.context().serviceWorkers()
  expect(
    await worker?.evaluate(() =>
      fetch('/api/docs.json').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline')
  await page.goto('/#/pages/jogos/login')
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()
  await expect(page.locator('.ficha-navbar')).toBeVisible()
  await page.context().setOffline(false)
})
