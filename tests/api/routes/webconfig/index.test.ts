import { loadBrand } from '@server/brand'
import { promotions, siteSettings } from '@server/db/schema/content'
import { Code } from '@src/contract/codes'
import type { WebConfig } from '@src/contract/content'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, createTestServer, sharedServer } from '../../helpers'

const given = sharedServer()

test('answers the site name, the default theme, version 1.1.0, the minimum deposit in centavos, service links, promotion switches and the money settings', async () => {
  const answer = await call<WebConfig>(given.server.app, 'webconfig/index')
  expect(answer.code).toBe(Code.Ok)
  expect(answer.data).toEqual({
    siteName: 'Ficha',
    brand: { theme: 'default', colors: {} },
    version: '1.1.0',
    minDeposit: 2_000,
    serviceLinks: [
      { kind: 'telegram', url: 'https://t.me/ficha_suporte' },
      { kind: 'email', url: 'mailto:suporte@ficha.example' },
    ],
    promotions: {
      first_deposit: true,
      recharge_cashback: true,
      referral: true,
      rebate: true,
      partner_salary: true,
      vip_upgrade: true,
    },
    compliance: 'standard',
    realityCheckMinutes: 60,
    autoTransfer: true,
    withdrawalExpectedMinutes: 60,
    defaultLanguage: 'zh',
    browserLanguage: false,
  })
})

test('answers the operator’s default language for visitors and whether the browser’s may stand in', async () => {
  const operator = await createTestServer({
    config: { language: { default: 'pt', browser: true } },
  })
  try {
    const { data } = await call<WebConfig>(operator.app, 'webconfig/index')
    expect(data).toMatchObject({ defaultLanguage: 'pt', browserLanguage: true })
  } finally {
    await operator.close()
  }
})

test('follows the operator: a promotion switched off and a new minimum deposit show at once', async () => {
  await given.server.db.update(promotions).set({ enabled: false }).where(eq(promotions.key, 'first_deposit'))
  await given.server.db.update(siteSettings).set({ minDeposit: 5_000 })
  await given.server.app.readCache.sync()
  const answer = await call<WebConfig>(given.server.app, 'webconfig/index')
  expect(answer.data.promotions.first_deposit).toBe(false)
  expect(answer.data.promotions.recharge_cashback).toBe(true)
  expect(answer.data.minDeposit).toBe(5_000)
})

test('a promotion without a switch row counts as off', async () => {
  await given.server.db.delete(promotions).where(eq(promotions.key, 'rebate'))
  // A write straight to the database reaches the read cache by NOTIFY: wait until it is heard.
  await given.server.app.readCache.sync()
  expect((await call<WebConfig>(given.server.app, 'webconfig/index')).data.promotions.rebate).toBe(false)
})

test('a payload it does not take is refused with 400', async () => {
  expect((await call(given.server.app, 'webconfig/index', { lang: 'pt' })).code).toBe(Code.BadRequest)
})

test("carries the operator's brand: name, logo, theme, colours and typeface", async () => {
  const branded = await createTestServer({
    config: {
      brandName: 'Cassino Sol',
      brand: loadBrand({
        BRAND_THEME: 'casino',
        BRAND_COLORS: 'accent:#FFD166',
        BRAND_FONT: "'Avenir Next', Avenir",
        BRAND_LOGO_URL: 'https://cdn.sol.example/logo.svg',
      }),
    },
  })
  try {
    const { data } = await call<WebConfig>(branded.app, 'webconfig/index')
    expect(data.siteName).toBe('Cassino Sol')
    expect(data.brand).toEqual({
      theme: 'casino',
      colors: { accent: '#ffd166' },
      font: "'Avenir Next', Avenir",
      logoUrl: 'https://cdn.sol.example/logo.svg',
    })
    // The logo's origin is the one outside picture the portal's CSP lets in.
    const page = await branded.app.inject({ method: 'GET', url: '/' })
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://cdn.sol.example",
    )
  } finally {
    await branded.close()
  }
})
