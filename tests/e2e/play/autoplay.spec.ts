import { expect, type Locator, test } from '@playwright/test'
import { open, startIn } from '../portal/portal'
import { gameBySlug, newPlayerWithGameBalance } from '../support/play'

/** How many lines a button's text takes: its text's boxes by distinct top. */
const linesOf = (button: Locator) =>
  button.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size
  })

test('at 360 px the autoplay stop button says "Parar · 100" on one line', async ({
  page,
  request,
}, testInfo) => {
  const player = await newPlayerWithGameBalance(request, 50_000, testInfo.project.use.baseURL ?? '')
  const game = await gameBySlug(request, 'fruta-tropical')
  await startIn(page, 'pt', player.token)
  await open(page, `/pages/framebox?id=${game.id}`)
  const frame = page.frameLocator('iframe')
  await frame.getByRole('button', { name: 'Automático' }).click()
  await frame.getByRole('radio', { name: '100' }).check()
  await frame.getByRole('button', { name: 'Iniciar 100 rodadas' }).click()
  const stop = frame.getByRole('button', { name: /^Parar · \d+$/ })
  await expect(stop).toBeVisible()
  expect(await linesOf(stop)).toBe(1)
  await stop.click()
  await expect(frame.getByRole('button', { name: 'Automático' })).toBeVisible()
})
