import pt from '@locales/pt.json' with { type: 'json' }
import { expect, type Page, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { keepScreenshot, open, startIn } from '../portal/portal'
import { operatorToken } from '../support/api'
import { seriousViolations } from '../support/axe'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'
import { signUpWithIdentity } from '../support/identity'

/**
 * The SAC end to end on the brazil server, in Portuguese, the player on a 360 x 740 phone: a complaint opened
 * from Mine with a screenshot gets its protocol number; the operator answers it in the console; the player
 * reads the answer; the operator closes it with the final answer, which the player reads too.
 */
// axe-core is added to the page as an inline script, which the portal's CSP rightly refuses.
test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 }, bypassCSP: true })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The operator's console page on the complaint of `protocol`, found through the queue's search. */
async function openInConsole(page: Page, token: string, protocol: string) {
  await openConsole(page, 'pt', token, '/console/complaints')
  await page.getByLabel(pt.complaints.protocolLabel).fill(protocol)
  await page.getByRole('button', { name: pt.adminComplaints.find }).click()
  const card = page.getByTestId('complaint').filter({ hasText: protocol })
  await expect(card).toContainText(pt.complaints.categories.withdrawal)
  await card.getByRole('link', { name: protocol }).click()
  await expect(page.getByTestId('complaint-protocol')).toHaveText(protocol)
}

test('a complaint opened in the portal, answered in the console, read by the player, then closed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const player = await signUpWithIdentity(request)
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/mine/index')
  await page.getByRole('button', { name: pt.title.complaints }).click()

  await page.getByLabel(pt.complaints.category).selectOption(pt.complaints.categories.withdrawal)
  await page.getByLabel(pt.complaints.text).fill('Pedi um saque ontem e o dinheiro não chegou.')
  await page.getByLabel(pt.complaints.image.replace('{{n}}', '1').replace('{{max}}', '3')).setInputFiles({
    name: 'extrato.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, testInfo, 'complaint-new-pt')
  await page.getByRole('button', { name: pt.complaints.send }).click()

  const protocolShown = page.getByTestId('complaint-protocol')
  await expect(protocolShown).toHaveText(/^\d{4}-\d{6}$/)
  const protocol = (await protocolShown.textContent()) ?? ''
  await expect(page.getByTestId('complaint-status')).toHaveText(pt.complaints.status.open)
  await expect(page.getByRole('img', { name: 'Imagem 1' })).toBeVisible()

  // The operator, at a desk, answers it.
  const desk = await browser.newPage({ viewport: CONSOLE_VIEWPORT })
  const token = await operatorToken(request)
  await openInConsole(desk, token, protocol)
  await expect(desk.getByTestId('complaint-message')).toContainText('o dinheiro não chegou')
  await desk.getByLabel(pt.adminComplaints.answer).fill('Encontramos o seu saque: foi pago hoje às 10h.')
  await desk.getByRole('button', { name: pt.adminComplaints.answerSend }).click()
  await expect(desk.getByTestId('complaint-status')).toHaveText(pt.adminComplaints.status.answered)

  // The player reads the answer.
  await page.reload()
  await expect(page.getByTestId('complaint-status')).toHaveText(pt.complaints.status.answered)
  await expect(page.getByTestId('complaint-message').last()).toContainText('foi pago hoje às 10h')
  await expect(page.getByTestId('complaint-message').last()).toContainText(pt.complaints.author.operator)
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, testInfo, 'complaint-answered-pt')

  // The operator closes it with the final answer.
  await desk.getByLabel(pt.adminComplaints.resolution).fill('Saque pago; reclamação resolvida.')
  await desk.getByRole('button', { name: pt.adminComplaints.close }).click()
  await expect(desk.getByTestId('complaint-status')).toHaveText(pt.adminComplaints.status.closed)
  await desk.close()

  await page.reload()
  await expect(page.getByTestId('complaint-status')).toHaveText(pt.complaints.status.closed)
  await expect(page.getByText(pt.complaints.outcome.resolved, { exact: true })).toBeVisible()
  await expect(page.getByTestId('complaint-message').last()).toContainText(
    'Saque pago; reclamação resolvida.',
  )
  await expect(page.getByRole('button', { name: pt.complaints.replySend })).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'complaint-closed-pt')
})
