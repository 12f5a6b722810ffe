import { expect, test } from '@playwright/test'
import { partnerOrigins } from '@root/playwright.config'
import { createPlayer, PASSWORD } from '../support/api'
import { framed, type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'
import { invitationCode } from './support/players'

/**
 * A player who logs in on a partner's page (another origin) sees their own invitation in the invite panel
 * (both elements are Ficha's frames there, sharing the frame's session), its QR code drawn by the encoder
 * the script imports on demand from beside itself (by its full address).
 */
let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[3] ?? '')
})
test.afterAll(() => site.close())

test('a logged-in player’s invite panel on a partner page shows their code and draws its QR code', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  const code = await invitationCode(request, player.token)
  const encoder: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/widgets/qr-encoder.js')) encoder.push(`${response.status()}`)
  })
  await page.goto(
    site.page(
      '/invite.html',
      partnerPage(
        '<ficha-login-form lang="en"></ficha-login-form><ficha-invite-panel lang="en"></ficha-invite-panel>',
      ),
    ),
  )
  const form = framed(page, 'ficha-login-form')
  await form.getByLabel('Mobile phone number').fill(player.phone.national)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Log in' }).click()

  const panel = framed(page, 'ficha-invite-panel')
  await expect(panel.getByText(code, { exact: true })).toBeVisible()
  const qr = panel.getByRole('img', { name: 'QR code of your invitation link' })
  await expect(qr).toBeVisible()
  await expect(qr.locator('path')).toHaveAttribute('d', /^M\d/)
  expect(encoder).toEqual(['200'])
})
