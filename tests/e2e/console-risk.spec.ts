import { expect, test } from '@playwright/test'
import { createPlayer, operatorToken, PASSWORD } from './support/api'
import { CONSOLE_VIEWPORT, consolePhone, openConsole } from './support/console'
import { riskCaseOpened } from './support/risk'

/**
 * A risk case on the console at 1366 x 768 shows its evidence on its card, without the JSON export: two
 * players logged in on one device (the monitoring job flags them within a run or two), and the suspect's case
 * names the device and links the other player.
 */
test.use({ viewport: CONSOLE_VIEWPORT })

test('a risk case shows the shared device and the other player', async ({ page, request }) => {
  test.setTimeout(180_000)
  const device = `e2e-${Date.now()}-shared-device`
  // Both log in again from one device: the server remembers the device beside the address.
  const onTheDevice = async () => {
    const player = await createPlayer(request)
    const response = await request.post('/api/user/login', {
      data: { username: player.phone.e164, password: PASSWORD },
      headers: { vuelang: 'en', device },
    })
    const login = (await response.json()) as { data: { userinfo: { id: number } } }
    return { ...player, id: login.data.userinfo.id }
  }
  const suspect = await onTheDevice()
  const other = await onTheDevice()
  const token = await operatorToken(request)
  await riskCaseOpened(request, suspect.id, token)

  await openConsole(page, 'en', token, `/console/risk?player=${suspect.id}`)
  const card = page.getByTestId('risk-case').first()
  await expect(card).toContainText(consolePhone(suspect.phone.e164))
  const evidence = card.getByRole('region', { name: 'Evidence' })
  const deviceLine = evidence.getByTestId('risk-shared').filter({ hasText: 'Device' })
  await expect(deviceLine).toContainText('Shared with 1 player(s)')
  await deviceLine.getByRole('link', { name: new RegExp(`#${other.id}\\b`) }).click()
  await expect(page).toHaveURL(new RegExp(`/console/players/detail\\?id=${other.id}$`))
})
