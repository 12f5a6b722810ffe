import { expect, test } from '@playwright/test'
import { createPlayer } from '../support/api'
import { keepScreenshot, open, startIn } from './portal'

test('an event the player already takes part in reads Participando instead of Participar', async ({
  page,
  request,
}, testInfo) => {
  const inviter = await createPlayer(request)
  const links = await request.get('/api/index/get_links', { headers: { token: inviter.token } })
  const { code } = (await links.json()).data as { code: string }
  await startIn(page, 'pt', inviter.token)
  await open(page, '/pages/events/index')
  const salary = page.getByRole('button', { name: /Salário semanal de parceiro/ })
  await expect(salary.getByText('Participar', { exact: true })).toBeVisible()

  // Inviting someone is taking part in the partner plan.
  await createPlayer(request, code)
  await page.reload()
  await expect(salary.getByText('Participando', { exact: true })).toBeVisible()
  await salary.click()
  await expect(page.getByRole('button', { name: 'Participando' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'pt-event-joined')
})
