import { expect, test } from '@playwright/test'
import { call, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, consolePath, openConsole } from './support/console'

/** Yesterday in São Paulo: the last day whose files can be built. */
const yesterday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - 86_400_000),
  )

test('the operator opens the regulator files in the console, downloads a part and rebuilds the day', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await operatorToken(request)
  const day = yesterday()
  // The standard profile runs no job: the day is built once through the API, as the console's rebuild does.
  await call(request, 'admin/regulator_rebuild', { day, reason: 'first build' }, token)

  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', token)
  await page.getByRole('link', { name: 'Regulator files' }).first().click()
  await expect.poll(() => consolePath(page)).toBe('/console/regulator')
  // The day reads as people write it (28/11/2026), its files keep 20261128.
  const shown = day.split('-').reverse().join('/')
  const row = page
    .getByTestId('regulator-day')
    .filter({ has: page.getByRole('rowheader', { name: shown, exact: true }) })
  await expect(row.getByText('Ready', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: 'Parts (3)' }).click()
  const parts = page.getByTestId('regulator-part')
  await expect(parts).toHaveCount(3)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    parts.first().getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`APOSTAS_${day.replaceAll('-', '')}_001.xml`)

  await row.getByRole('button', { name: 'Rebuild' }).click()
  const form = page.getByTestId('regulator-rebuild')
  await form.getByLabel('Reason for the rebuild').fill('checked again')
  await form.getByRole('button', { name: 'Rebuild' }).click()
  // A rebuild validates each part with xmllint's WebAssembly build: beside the suite's other tests on a slow
  // machine, well over the default 10 s, within the console's 60 s for a call.
  await expect(page.getByText(`${shown} rebuilt: Ready.`)).toBeVisible({ timeout: 60_000 })
})
