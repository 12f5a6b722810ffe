import type { Page } from '@playwright/test'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { startIn } from '../portal/portal'

/** The console's first size: a 1366 x 768 desktop. */
export const CONSOLE_VIEWPORT = { width: 1366, height: 768 }

/** Opens a console address (`/console/orders`) in `lang`, logged in with `token` (as the portal's startIn). */
export async function openConsole(
  page: Page,
  lang: string,
  token: string,
  path = '/console/',
): Promise<void> {
  await startIn(page, lang, token)
  await page.goto(path)
}

/** The console's address path now ('/console/orders'). */
export const consolePath = (page: Page) => page.evaluate(() => location.pathname)

/** A phone (E.164) as the console shows it: '+55 11 91234-5678'. */
export const consolePhone = formatPhoneWithCountry
