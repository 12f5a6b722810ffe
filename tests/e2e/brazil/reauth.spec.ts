import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { PASSWORD } from '../support/api'
import { signUpVerified } from '../support/identity'
import { pixTopUp, settleWithProvider } from '../support/money'
import { gameBySlug } from '../support/play'

/**
 * Re-authentication in the brazil profile (REAUTH_IDLE_MINUTES 30): a game left 30 minutes in
 * the frame (the browser's clock, no real waiting) asks for the password at the next spin instead of failing
 * it, and the spin is played once the password is given.
 */
test.use({ baseURL: brazilURL })

test('after 30 idle minutes the next spin asks for the password, and play resumes after it', async ({
  page,
  request,
}) => {
  const player = await signUpVerified(request)
  const order = await pixTopUp(request, player.token, 5_000)
  expect(order.code).toBe(1)
  settleWithProvider(order.data.brCode, brazilURL, player.cpf)
  const moved = await request.post('/api/index/walletTransfer', {
    data: { direction: 'toGame', all: true },
    headers: { token: player.token, vuelang: 'pt', 'idempotency-key': randomUUID() },
  })
  expect((await moved.json()).code).toBe(1)
  const samba = await gameBySlug(request, 'samba-night')

  await page.clock.install()
  await startIn(page, 'pt', player.token)
  await open(page, `/pages/framebox?id=${samba.id}`)
  const game = page.frameLocator('iframe')
  const spin = game.getByRole('button', { name: 'Girar' })
  await spin.click()
  const round = game.getByRole('status').filter({ hasText: /nº \d+/ })
  await expect(round).toBeVisible()
  const first = await round.textContent()

  await page.clock.fastForward('31:00')
  await spin.click()
  const prompt = game.getByRole('dialog', { name: 'Jogo pausado' })
  await expect(prompt).toBeVisible()
  await expect(prompt).toContainText('nada foi perdido')
  // Nothing was played meanwhile.
  await expect(round).toHaveText(first ?? '')

  await prompt.getByLabel('Senha').fill('not the password')
  await prompt.getByRole('button', { name: 'Continuar' }).click()
  await expect(prompt.getByRole('alert')).toContainText('não é a sua senha')
  await prompt.getByLabel('Senha').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Continuar' }).click()
  await expect(prompt).toBeHidden()
  // The spin the password held back is played.
  await expect(round).not.toHaveText(first ?? '')
})
