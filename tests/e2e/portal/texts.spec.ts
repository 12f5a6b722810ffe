import { expect, type Page, test } from '@playwright/test'
import { open, startIn } from './portal'

/** Every text the page has shown in its frame, recorded from before the first render. */
const recordTexts = () => {
  const seen = new Set<string>()
  ;(window as unknown as { seenTexts: Set<string> }).seenTexts = seen
  new MutationObserver(() => {
    for (const tab of document.querySelectorAll('#app .ficha-tabbar__tab')) seen.add(tab.textContent ?? '')
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

const seenTexts = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts])

/** A slow network for the catalogues: the frame must wait for them, not show keys meanwhile. */
const slowCatalogues = (page: Page) =>
  page.route(/\/assets\/(zh|en|sw|pt)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })

test('a first visit speaks Chinese from its first render: the page preloads the catalogue and no key shows', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/zh-[\w-]+\.js">/)
  await page.addInitScript(recordTexts)
  await slowCatalogues(page)
  await open(page, '/')
  await expect(page.locator('.ficha-tabbar__tab').first()).toHaveText('游戏')
  const texts = await seenTexts(page)
  expect(texts.filter((text) => /tab\./.test(text))).toEqual([])
  expect(texts).toContain('游戏')
})

test('a returning player sees their own language from the first render, never a key', async ({ page }) => {
  await startIn(page, 'pt')
  await page.addInitScript(recordTexts)
  await slowCatalogues(page)
  await open(page, '/')
  await expect(page.locator('.ficha-tabbar__tab').first()).toHaveText('Jogos')
  const texts = await seenTexts(page)
  expect(texts.filter((text) => /tab\.|游戏/.test(text))).toEqual([])
})
