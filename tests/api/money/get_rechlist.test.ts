import { siteSettings } from '@server/db/schema/content'
import { paymentChannels } from '@server/db/schema/money'
import { seedChannels } from '@server/seeds/channels'
import { Code } from '@src/contract/codes'
import type { ChannelList } from '@src/contract/money'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, sharedServer } from '../helpers'

const given = sharedServer()

const list = (lang?: string) => call<ChannelList>(given.server.app, 'index/get_rechlist', undefined, { lang })

describe('index/get_rechlist', () => {
  test('public: PIX, bank transfer and USDT with limits, presets, instructions and the minimum deposit', async () => {
    const answer = await list('pt')
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data.minDeposit).toBe(2_000)
    expect(answer.data.list.map((channel) => [channel.kind, channel.needsScreenshot])).toEqual([
      ['pix', false],
      ['bank', true],
      ['crypto', true],
    ])
    const [pix, bank, usdt] = answer.data.list
    expect(pix).toMatchObject({ name: 'PIX', minimum: 2_000, maximum: 5_000_000, enabled: true })
    expect(pix?.presets).toEqual([2_000, 5_000, 10_000, 20_000, 50_000, 100_000])
    expect(bank?.name).toBe('Transferência bancária')
    expect(usdt?.instructions).toMatch(/TRC20.*Endereço: T\w{33}/)
  })

  test('texts in the caller’s language, zh by default', async () => {
    expect((await list('en')).data.list[1]?.name).toBe('Bank transfer')
    expect((await list()).data.list[1]?.name).toBe('银行转账')
  })

  test('a channel’s minimum never goes below the site’s minimum deposit', async () => {
    await given.server.db.update(siteSettings).set({ minDeposit: 7_000 })
    try {
      const answer = await list('en')
      expect(answer.data.minDeposit).toBe(7_000)
      expect(answer.data.list.map((channel) => channel.minimum)).toEqual([7_000, 7_000, 10_000])
    } finally {
      await given.server.db.update(siteSettings).set({ minDeposit: 2_000 })
    }
  })

  test('switched-off channels are left out', async () => {
    await given.server.db
      .update(paymentChannels)
      .set({ enabled: false })
      .where(eq(paymentChannels.slug, 'usdt-trc20'))
    try {
      expect((await list('en')).data.list.map((channel) => channel.kind)).toEqual(['pix', 'bank'])
    } finally {
      await given.server.db
        .update(paymentChannels)
        .set({ enabled: true })
        .where(eq(paymentChannels.slug, 'usdt-trc20'))
    }
  })

  test('seeding again adds nothing and keeps the operator’s changes', async () => {
    await given.server.db
      .update(paymentChannels)
      .set({ maxAmount: 123_456 })
      .where(eq(paymentChannels.slug, 'pix'))
    await seedChannels(given.server.db, given.server.app.config)
    const rows = await given.server.db.select().from(paymentChannels)
    expect(rows).toHaveLength(3)
    expect(rows.find((row) => row.slug === 'pix')?.maxAmount).toBe(123_456)
    await given.server.db
      .update(paymentChannels)
      .set({ maxAmount: 5_000_000 })
      .where(eq(paymentChannels.slug, 'pix'))
  })

  test('extra fields are bad input', async () => {
    expect((await call(given.server.app, 'index/get_rechlist', { all: true })).code).toBe(Code.BadRequest)
  })
})
