import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { createPlayer } from '../support/api'

/** Starts the page in `lang` (the first visit only, so a language chosen in the app survives reloads). */
export async function startIn(page: Page, lang: string, token = ''): Promise<void> {
  await page.addInitScript(
    ([language, session]) => {
      if (localStorage.getItem('storage_data')) return
      localStorage.setItem('storage_data', JSON.stringify({ language }))
      if (session) localStorage.setItem('App-Token', session)
    },
    [lang, token],
  )
}

/** Opens a route of the portal: `open(page, '/pages/mine/index')`. */
export const open = (page: Page, route: string) => page.goto(`/#${route}`)

/** A new player, logged in, with the portal started in `lang` on `route`: how most tests begin. */
export async function openAsNewPlayer(page: Page, request: APIRequestContext, lang: string, route: string) {
  const player = await createPlayer(request)
  await startIn(page, lang, player.token)
  await open(page, route)
  return player
}

/** The route the portal shows now, query included. */
export const currentRoute = (page: Page) => page.evaluate(() => decodeURIComponent(location.hash.slice(1)))

/** Saves a screenshot of the page among the run's artefacts (not committed). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) })
}
