import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { baseURL, partnerOrigins } from '@root/playwright.config'
import { startPartnerTracker } from '@root/simulator/partnerTracker'
import { open, startIn } from '../portal/portal'
import { call, createPlayerWithId, latestCode, newPhone, operatorToken, PASSWORD } from '../support/api'
import { paidPixTopUp } from '../support/money'
import { type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'

/**
 * A partner's story across origins: the partner's own page (another origin) builds their tracked link with
 * sub-ids and its QR code in <ficha-partner-link>; a visitor's click is recorded, the visitor registers with
 * it and deposits by PIX (the provider simulator); the partner's tracker (simulator/partnerTracker.ts)
 * receives the registration and first-deposit postbacks once each, signed, with the click id and the
 * sub-ids; and the partner area shows the click, the sign-up and the first deposit, by day and by sub-id, on
 * a phone and on a desktop, with its CSV.
 */
test.describe.configure({ mode: 'serial' })

let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[6] ?? '')
})
test.afterAll(() => site.close())

const thisMonth = () =>
  `${new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7)}-01`

/** The partner area's total of one figure, as the page shows it. */
const total = (page: Page, key: string) => page.getByTestId(`partner-total-${key}`)

test('a partner page on another origin, a tracked sign-up and first deposit, the signed postbacks and the partner area', async ({
  page,
  request,
}) => {
  // The partner: an account the operator made a partner, on a CPA plan from this month.
  const partner = await createPlayerWithId(request)
  const { partnerId, secret } = await call<{ partnerId: number; secret: string }>(request, 'dev/partner', {
    userId: partner.id,
  })
  const operator = await operatorToken(request)
  const plans = await call<{ plans: { id: number; name: string }[] }>(
    request,
    'admin/partner_plan_create',
    {
      name: `CPA ${partnerId}`,
      kind: 'cpa',
      cpa: { amount: 5000, minDeposits: 5000, minWagered: 0 },
      texts: { pt: 'R$ 50 por jogador qualificado.', en: 'R$ 50 per qualified player.' },
    },
    operator,
  )
  const plan = plans.plans.find((row) => row.name === `CPA ${partnerId}`)
  await call(
    request,
    'admin/partner_plan_assign',
    { partnerId, planId: plan?.id, fromMonth: thisMonth() },
    operator,
  )

  // The partner's tracker, and their postback templates (click id, sub-ids, event id, amount).
  const tracker = await startPartnerTracker({ secret })
  try {
    for (const event of ['registration', 'first_deposit', 'qualification'])
      await call(
        request,
        'partner/postback_save',
        {
          event,
          url: `${tracker.url}/postback?event={event}&click={click_id}&s1={sub1}&s2={sub2}&id={event_id}&amount={amount}`,
        },
        partner.token,
      )

    // The partner's own page, on another origin: the link builder with preset sub-ids, and its QR code.
    const address = site.page(
      '/links.html',
      partnerPage(
        `<ficha-partner-link partner="${partnerId}" sub1="summer" sub2="banner" lang="pt"></ficha-partner-link>`,
        '<script type="module" src="../widgets/ficha-partner-link.js"></script>',
      ),
    )
    await page.goto(address)
    const element = page.locator('ficha-partner-link')
    const link = element.locator('[part="link"]')
    await expect(link).toHaveText(`${baseURL}/?partner=${partnerId}&sub1=summer&sub2=banner`)
    await element.getByLabel('Subidentificador 3').fill('story')
    await expect(link).toHaveText(`${baseURL}/?partner=${partnerId}&sub1=summer&sub2=banner&sub3=story`)
    const qr = element.getByRole('img', { name: 'QR code do link rastreado' })
    await expect(qr.locator('path')).toHaveCount(1)
    await expect(qr).not.toHaveAttribute('aria-busy')

    // A visitor comes through it: the click is recorded once, and the sign-up carries it.
    const clicked = await call<{ click: string; counted: boolean }>(request, 'partner/click', {
      partner: partnerId,
      sub1: 'summer',
      sub2: 'banner',
      source: 'link',
      landing: address,
    })
    expect(clicked.counted).toBe(true)
    const phone = newPhone()
    await call(request, 'sms/send', { username: phone.e164, purpose: 'register' })
    const registered = await call<{ userinfo: { token: string } }>(request, 'user/register', {
      username: phone.e164,
      password: PASSWORD,
      codes: await latestCode(request, phone.e164, 'register'),
      agree: true,
      click: clicked.click,
    })
    await paidPixTopUp(request, registered.userinfo.token, 10_000, baseURL)

    // The tracker accepts each event once, signed, with the click id and the sub-ids.
    await expect
      .poll(() => tracker.accepted.map((request) => request.query.event).sort(), { timeout: 30_000 })
      .toEqual(['first_deposit', 'registration'])
    for (const request of tracker.accepted) {
      expect(request.signatureValid).toBe(true)
      expect(request.query).toMatchObject({ click: clicked.click, s1: 'summer', s2: 'banner' })
    }
    expect(tracker.accepted.find((request) => request.query.event === 'first_deposit')?.query.amount).toBe(
      '100.00',
    )
    expect(tracker.requests.filter((request) => request.duplicate)).toEqual([])

    // The partner area, on a phone: the click, the sign-up and the first deposit, by day and by sub-id.
    await startIn(page, 'pt', partner.token)
    await open(page, '/pages/buddy/partner')
    await expect(total(page, 'clicks')).toHaveText('1')
    await expect(total(page, 'signups')).toHaveText('1')
    await expect(total(page, 'firstDeposits')).toHaveText('1')
    const row = page.getByTestId('partner-subids').locator('tr[data-sub="summer"]')
    await expect(row.locator('[data-metric="signups"]')).toHaveText('1')
    await expect(row.locator('[data-metric="firstDeposits"]')).toHaveText('1')
    await page.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: 'Cadastros' }).click()
    const bars = page.getByTestId('partner-chart').locator('rect[data-value="1"]')
    await expect(bars).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // The CSV: the same figures, headers in Portuguese.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Baixar CSV' }).click()
    const csv = await readFile((await (await download).path()) ?? '', 'utf8')
    expect(csv).toContain('Tipo,Dia ou sub-id,Cliques,Robôs e repetidos,Cadastros,Primeiros depósitos')
    expect(csv).toMatch(/\r\nsubidentificador,summer,1,0,1,1,0,/)

    // On a desktop: the same page, nothing wider than the window.
    await page.setViewportSize({ width: 1366, height: 768 })
    await expect(total(page, 'signups')).toHaveText('1')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
  } finally {
    await tracker.close()
  }
})
