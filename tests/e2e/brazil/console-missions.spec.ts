import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'

/**
 * The console's missions at 1366 x 768 in the brazil profile: a mission counting deposits and a name saying
 * "grátis" are refused with their messages, a mission counted from play is saved as a draft and published.
 */
test.use({ baseURL: brazilURL, viewport: CONSOLE_VIEWPORT })

const m = pt.console.missions

test('an operator drafts and publishes a mission; brazil refuses a deposit task and a "grátis" name', async ({
  page,
  request,
}) => {
  const token = await operatorToken(request)
  await openConsole(page, 'pt', token, '/console/missions')
  await page.getByRole('button', { name: m.new }).click()
  const form = page.getByRole('form', { name: m.new })
  const name = `Jogue 20 rodadas ${Date.now()}`
  await form.getByLabel(`Nome (${pt.console.messages.language.pt})`).fill(name)
  await form.getByLabel(m.task).selectOption('deposits')
  await form.getByLabel(m.targetMoney).fill('100')
  await form.getByLabel(m.startsAt).fill('2099-03-01T00:00')
  await form.getByLabel(m.endsAt).fill('2099-03-31T23:59')
  await form.getByLabel(m.points, { exact: true }).fill('200')
  await form.getByRole('button', { name: m.save }).click()
  await expect(page.getByText(pt.code['2042'])).toBeVisible()

  await form.getByLabel(m.task).selectOption('rounds')
  await form.getByLabel(m.target, { exact: true }).fill('20')
  await form.getByLabel(`Nome (${pt.console.messages.language.pt})`).fill('Giros grátis para quem jogar')
  await form.getByRole('button', { name: m.save }).click()
  await expect(page.getByText(/grátis/).last()).toBeVisible()

  await form.getByLabel(`Nome (${pt.console.messages.language.pt})`).fill(name)
  await form.getByRole('button', { name: m.save }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(m.state.draft)
  await expect(row).toContainText('01/03/2099, 00:00 – 31/03/2099, 23:59')

  await row.getByRole('button', { name: m.publish }).click()
  await page.getByRole('dialog').getByRole('button', { name: pt.common.confirm }).click()
  await expect(row).toContainText(m.state.published)
  await expect(row.getByRole('button', { name: m.publish })).toHaveCount(0)
  await expect(row.getByRole('button', { name: m.archive })).toBeVisible()
})
