import { expect, test } from '@playwright/test'
import { createPlayer } from '../support/api'
import { keepScreenshot, open, openAsNewPlayer, startIn } from './portal'

test('search finds a game by a partial name typed without accents or capitals', async ({ page, request }) => {
  await openAsNewPlayer(page, request, 'pt', '/')
  const search = page.getByRole('searchbox', { name: 'Buscar jogos' })
  await search.fill('farao')
  await expect(page.getByRole('button', { name: 'Tesouro do Faraó', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Samba Night', exact: true })).toHaveCount(0)

  await search.fill('DRAGAO')
  await expect(page.getByRole('button', { name: 'Dragão Dourado', exact: true })).toBeVisible()

  await search.fill('zzzz')
  await expect(page.getByText('Nenhum jogo encontrado para “zzzz”')).toBeVisible()
  // Nothing found: games to try instead.
  const suggested = page.getByRole('region', { name: 'Que tal um destes?' })
  await expect(suggested.getByRole('button', { name: 'Fruta Tropical', exact: true })).toBeVisible()
})

for (const lang of ['pt', 'zh']) {
  test(`the public pages in ${lang} at 360 x 740 (screenshots)`, async ({ page, request }, testInfo) => {
    const { token } = await createPlayer(request)
    await startIn(page, lang, token)
    const pages = {
      home: '/',
      'game-list': '/pages/jogos/game-details/index',
      notices: '/pages/jogos/notice/index',
      events: '/pages/events/index',
      'about-us': '/pages/jogos/about-us/index',
      privacy: '/pages/mine/privacy/index',
      telegram: '/pages/telegram/index',
      'play-record': '/pages/mine/play-record/index',
    }
    for (const [name, route] of Object.entries(pages)) {
      await open(page, route)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
      // Let images and late texts settle for the picture; nothing is asserted on timing.
      await page.waitForTimeout(500)
      await keepScreenshot(page, testInfo, `${lang}-${name}`)
    }
  })
}
