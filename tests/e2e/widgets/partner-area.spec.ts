import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { brazilURL, partnerOrigins } from '@root/playwright.config'
import { startPartnerTracker } from '@root/simulator/partnerTracker'
import type { Envelope } from '@src/contract/envelope'
import type { PartnerPlanList } from '@src/contract/partner-plans'
import { open, startIn } from '../portal/portal'
import { call, latestCode, newPhone, operatorToken, PASSWORD } from '../support/api'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'
import { bornYearsAgo, completeRegistration, newCpf, verifyIdentity } from '../support/identity'
import { pixTopUp, settleWithProvider } from '../support/money'
import { gameBySlug, openGameSession } from '../support/play'
import { type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'
import { askSignupCode, landedOnPortal } from './support/players'

/**
 * A partner's story across origins, on the brazil server (a CPA is paid only for a verified CPF, which only
 * that profile's sign-up asks): one operator proposes a player as a partner in the console and another
 * approves them; the partner's own page (another origin) builds their tracked link with sub-ids and its QR
 * code in <ficha-partner-link>; a visitor registers in the partner's <ficha-signup-form>, which records the
 * click with the sub-ids, completes the registration, is verified, deposits by PIX (the provider simulator),
 * stakes past the plan's threshold and qualifies (the partners' plans job every 2 s on that server); the
 * partner's tracker (simulator/partnerTracker.ts) receives the registration, first-deposit and qualification
 * postbacks once each, signed, with the click id and the sub-ids; and the partner area shows the click, the
 * sign-up, the first deposit and the qualified player, by day and by sub-id, on a phone and on a desktop,
 * with its CSV.
 */
test.use({ baseURL: brazilURL })
test.describe.configure({ mode: 'serial' })

let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[6] ?? '', brazilURL)
})
test.afterAll(() => site.close())

const thisMonth = () =>
  `${new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7)}-01`

/** The partner area's total of one figure, as the page shows it. */
const total = (page: Page, key: string) => page.getByTestId(`partner-total-${key}`)

/**
 * The partner signs up from their own machine: another loopback address. Every browser and helper of the run
 * comes from 127.0.0.1, and a player sharing an address with the partner's account is self-referred
 * (docs/partners.md, CPA qualification): never paid.
 */
async function partnerSignsUp(request: APIRequestContext): Promise<{ id: number; token: string }> {
  const phone = newPhone()
  await call(request, 'sms/send', { username: phone.e164, purpose: 'register' })
  const body = JSON.stringify({
    username: phone.e164,
    password: PASSWORD,
    codes: await latestCode(request, phone.e164, 'register'),
    agree: true,
    cpf: newCpf(),
    fullName: 'Paula Souza Reis',
    birthDate: bornYearsAgo(35),
  })
  const server = new URL(brazilURL)
  const answer = await new Promise<string>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: server.hostname,
        port: server.port,
        path: '/api/user/register',
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: { 'content-type': 'application/json', vuelang: 'en' },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolve(text))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
  const { code, msg, data } = JSON.parse(answer) as Envelope<{ userinfo: { id: number; token: string } }>
  if (code !== 1) throw new Error(`user/register answered ${code}: ${msg}`)
  return data.userinfo
}

/** A console page of a new admin operator (POST /api/dev/operator): the seeded operator's checker. */
async function secondOperatorConsole(browser: Browser, request: APIRequestContext): Promise<Page> {
  const second = await call<{ phone: string; password: string }>(request, 'dev/operator', { role: 'admin' })
  const { userinfo } = await call<{ userinfo: { token: string } }>(request, 'user/login', {
    username: second.phone,
    password: second.password,
  })
  const page = await browser.newPage({ viewport: CONSOLE_VIEWPORT })
  await openConsole(page, 'pt', userinfo.token, '/console/partners')
  return page
}

test('a partner made in the console, a sign-up in their element on another origin that deposits and qualifies, the signed postbacks and the partner area', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  // The partner: a player one operator proposes in the console and another approves.
  const partner = await partnerSignsUp(request)
  const maker = await browser.newPage({ viewport: CONSOLE_VIEWPORT })
  await openConsole(maker, 'pt', await operatorToken(request), '/console/partners')
  const proposal = maker.getByRole('form', { name: 'Tornar um jogador parceiro' })
  await proposal.getByLabel('ID do jogador').fill(String(partner.id))
  await proposal.getByRole('button', { name: 'Propor' }).click()
  const proposed = maker.getByRole('row').filter({ hasText: `#${partner.id} ·` })
  await expect(proposed).toContainText('Pendente')
  // The proposer is not offered the approval.
  await expect(proposed).toContainText('Outro operador precisa aprovar este parceiro.')
  await expect(proposed.getByRole('button', { name: 'Aprovar' })).toHaveCount(0)
  await maker.close()
  const checker = await secondOperatorConsole(browser, request)
  const row = checker.getByRole('row').filter({ hasText: `#${partner.id} ·` })
  await row.getByRole('button', { name: 'Aprovar' }).click()
  await expect(row).toContainText('Aprovado')
  await checker.close()

  // Its plan: R$ 50 a player who deposited R$ 50 and staked R$ 20, from this month.
  const operator = await operatorToken(request)
  const plans = await call<PartnerPlanList>(
    request,
    'admin/partner_plan_create',
    {
      name: `CPA ${partner.id}`,
      kind: 'cpa',
      cpa: { amount: 5_000, minDeposits: 5_000, minWagered: 2_000 },
      texts: { pt: 'R$ 50 por jogador qualificado.', en: 'R$ 50 per qualified player.' },
    },
    operator,
  )
  const plan = plans.plans.find((candidate) => candidate.name === `CPA ${partner.id}`)
  const partnerId = plans.partners.find((candidate) => candidate.userId === partner.id)?.id
  await call(
    request,
    'admin/partner_plan_assign',
    { partnerId, planId: plan?.id, fromMonth: thisMonth() },
    operator,
  )

  // The partner's tracker, and their postback templates (click id, sub-ids, event id, amount).
  const { secret } = await call<{ secret: string }>(request, 'partner/postbacks', {}, partner.token)
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
    await page.goto(
      site.page(
        '/links.html',
        partnerPage(
          `<ficha-partner-link partner="${partnerId}" sub1="summer" sub2="banner" lang="pt"></ficha-partner-link>`,
          '<script type="module" src="../widgets/ficha-partner-link.js"></script>',
        ),
      ),
    )
    const element = page.locator('ficha-partner-link')
    const link = element.locator('[part="link"]')
    await expect(link).toHaveText(`${brazilURL}/?partner=${partnerId}&sub1=summer&sub2=banner`)
    await element.getByLabel('Subidentificador 3').fill('story')
    await expect(link).toHaveText(`${brazilURL}/?partner=${partnerId}&sub1=summer&sub2=banner&sub3=story`)
    const qr = element.getByRole('img', { name: 'QR code do link rastreado' })
    await expect(qr.locator('path')).toHaveCount(1)
    await expect(qr).not.toHaveAttribute('aria-busy')

    // A visitor on the partner's sign-up page: the element records the click with its sub-ids, and the
    // visitor registers in it with CPF, full name and date of birth, landing on the portal logged in.
    const clicked = page.waitForResponse((response) => response.url().endsWith('/api/partner/click'))
    await page.goto(
      site.page(
        '/join.html',
        partnerPage(
          `<ficha-signup-form partner="${partnerId}" sub1="summer" sub2="banner" lang="pt"></ficha-signup-form>`,
        ),
      ),
    )
    const click = ((await (await clicked).json()) as Envelope<{ click: string; counted: boolean }>).data
    expect(click.counted).toBe(true)
    const form = page.locator('ficha-signup-form iframe').contentFrame().locator('ficha-signup-form')
    const cpf = newCpf()
    await form.getByLabel('Data de nascimento').fill(bornYearsAgo(30))
    await form.getByLabel('CPF').fill(cpf)
    await form.getByLabel('Nome completo').fill('Joana Pereira Lima')
    await form.getByLabel('Código de verificação').fill(await askSignupCode(page, form, newPhone()))
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Cadastrar' }).click()
    const token = await landedOnPortal(page, brazilURL)

    // The extended registration with the face match (the identity simulator), the operator's identity
    // check, R$ 100 by PIX from the player's own CPF, and R$ 20 staked.
    const { id } = await call<{ id: number }>(request, 'user/getUserinfo', {}, token)
    await completeRegistration(request, token)
    await verifyIdentity(request, id)
    settleWithProvider((await pixTopUp(request, token, 10_000)).data.brCode, brazilURL, cpf)
    const game = await openGameSession(request, token, (await gameBySlug(request, 'fruta-tropical')).id)
    const { bets } = await game.info()
    const bet = Math.max(...bets.sizes.filter((size) => size <= 1_000))
    for (let staked = 0; staked < 2_000; staked += bet) await game.spin({ bet, clientRoundId: randomUUID() })

    // The tracker accepts each event once, signed (checked with its own code), with the click id and the sub-ids.
    await expect
      .poll(() => tracker.accepted.map((request) => request.query.event).sort(), { timeout: 30_000 })
      .toEqual(['first_deposit', 'qualification', 'registration'])
    for (const request of tracker.accepted) {
      expect(request.signatureValid).toBe(true)
      expect(request.query).toMatchObject({ click: click.click, s1: 'summer', s2: 'banner' })
    }
    const amount = (event: string) =>
      tracker.accepted.find((request) => request.query.event === event)?.query.amount
    expect(amount('first_deposit')).toBe('100.00')
    expect(amount('qualification')).toBe('50.00')
    expect(tracker.requests.filter((request) => request.duplicate)).toEqual([])
    expect(tracker.requests.filter((request) => !request.signatureValid)).toEqual([])

    // The partner area, on a phone: the click, the sign-up, the first deposit and the qualified player, by
    // day and by sub-id. The portal asks every account of this profile for the extended registration first.
    await completeRegistration(request, partner.token)
    const area = await browser.newPage()
    await startIn(area, 'pt', partner.token)
    await open(area, '/pages/buddy/partner')
    await expect(total(area, 'clicks')).toHaveText('1')
    await expect(total(area, 'signups')).toHaveText('1')
    await expect(total(area, 'firstDeposits')).toHaveText('1')
    await expect(total(area, 'qualified')).toHaveText('1')
    const subRow = area.getByTestId('partner-subids').locator('tr[data-sub="summer"]')
    await expect(subRow.locator('[data-metric="signups"]')).toHaveText('1')
    await expect(subRow.locator('[data-metric="firstDeposits"]')).toHaveText('1')
    await expect(subRow.locator('[data-metric="qualified"]')).toHaveText('1')
    await area.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: 'Cadastros' }).click()
    const bars = area.getByTestId('partner-chart').locator('rect[data-value="1"]')
    await expect(bars).toHaveCount(1)
    expect(await area.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // The CSV: the same figures, headers in Portuguese.
    const download = area.waitForEvent('download')
    await area.getByRole('button', { name: 'Baixar CSV' }).click()
    const csv = await readFile((await (await download).path()) ?? '', 'utf8')
    expect(csv).toContain('Tipo,Dia ou sub-id,Cliques,Robôs e repetidos,Cadastros,Primeiros depósitos')
    expect(csv).toMatch(/\r\nsubidentificador,summer,1,0,1,1,1,/)

    // On a desktop: the same page, nothing wider than the window.
    await area.setViewportSize({ width: 1366, height: 768 })
    await expect(total(area, 'qualified')).toHaveText('1')
    expect(await area.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
    await area.close()
  } finally {
    await tracker.close()
  }
})
