import type { Promotions, TeamData } from '@src/contract/rewards'
import { InviteOffer, InvitePanel, useInvite } from '@src/features/invite/InvitePanel'
import { t } from '@src/i18n'
import { formatBRL } from '@src/money'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clientFor } from '../../api/harness'
import { startTestServer } from '../../api/test-server'
import { act, cleanup, render, renderer, settle } from '../render'

const LINKS = { code: 'AB23CD45', link: 'https://ficha.example/i/AB23CD45' }
const off = { enabled: false, rules: {} }
const PROMOTIONS = {
  timezone: 'America/Sao_Paulo',
  first_deposit: off,
  recharge_cashback: off,
  referral: {
    enabled: true,
    rules: {
      tiers: [
        { minFirstRecharge: 5_000, reward: 1_000 },
        { minFirstRecharge: 2_000, reward: 500 },
      ],
      wageringMultiple: 1,
    },
  },
  rebate: off,
  partner_salary: off,
  vip_upgrade: off,
} as unknown as Promotions
const TEAM: TeamData = {
  totals: { headcount: 3, recharge: 9_000, withdrawal: 1_500, transactions: 42_000 },
  levels: [
    { level: 1, people: 2, recharge: 8_000, withdrawal: 1_500 },
    { level: 2, people: 1, recharge: 1_000, withdrawal: 0 },
    { level: 3, people: 0, recharge: 0, withdrawal: 0 },
  ],
  level: 1,
  members: { list: [], total: 0, page: 1, limit: 1 } as unknown as TeamData['members'],
}
const ok = (data: unknown) => ({ body: { code: 1, msg: '', data } })
let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer({
    'index/get_links': ok(LINKS),
    'index/get_promotions': ok(PROMOTIONS),
    'index/allThirdLevelUsers': ok(TEAM),
  })
})
afterAll(() => server.close())
afterEach(cleanup)

function Probe({ extra }: { extra?: boolean }) {
  // One client for the component's life, as the portal and the elements hold theirs.
  const [api] = useState(() => clientFor(server.baseUrl).api)
  return (
    <InvitePanel invite={useInvite(api)}>
      {extra ? ({ team }) => <p className="page-extra">{team.totals.headcount}</p> : undefined}
    </InvitePanel>
  )
}

describe(`the invite panel feature (${renderer()})`, () => {
  it('shows the code, the link, its QR code, the offer and the team totals', async () => {
    const { container } = await render(<Probe />)
    await settle(300)
    expect(container.querySelector('[part="code"]')?.textContent).toBe('AB23CD45')
    expect(container.textContent).toContain(LINKS.link)
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
      t('rewards.invite.qr'),
    )
    const offer = [...container.querySelectorAll('[part="offer"] li')].map((item) => item.textContent)
    expect(offer).toEqual([
      t('rewards.invite.headline'),
      t('rewards.invite.tier', { min: formatBRL(2_000), reward: formatBRL(500) }),
      t('rewards.invite.tier', { min: formatBRL(5_000), reward: formatBRL(1_000) }),
      t('rewards.invite.conditions'),
    ])
    const team = [...container.querySelectorAll('[part="team"] dd')].map((value) => value.textContent)
    expect(team).toEqual(['3', formatBRL(9_000), formatBRL(1_500), formatBRL(42_000), '2', '1', '0'])
  })

  it('without a share sheet, offers WhatsApp and Telegram links with the message and the short link', async () => {
    const { container } = await render(<Probe />)
    await settle(300)
    const message = t('rewards.invite.shareText', { code: 'AB23CD45' })
    const links = [...container.querySelectorAll('a')].map((link) => [link.textContent, link.href])
    expect(links).toEqual([
      ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${message} ${LINKS.link}`)}`],
      [
        'Telegram',
        `https://t.me/share/url?url=${encodeURIComponent(LINKS.link)}&text=${encodeURIComponent(message)}`,
      ],
    ])
  })

  it('with a share sheet, hands it the message in the player’s language and the short link', async () => {
    const shared: ShareData[] = []
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data)
      },
    })
    try {
      const { container } = await render(<Probe />)
      await settle(300)
      expect(container.querySelector('a')).toBeNull()
      const button = [...container.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === t('rewards.invite.share'),
      )
      await act(() => button?.click())
      await settle(50)
      expect(shared).toEqual([{ text: t('rewards.invite.shareText', { code: 'AB23CD45' }), url: LINKS.link }])
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('speaks to an invited friend of their own first-deposit bonus, tier by tier, never of the inviter’s reward', async () => {
    const first = {
      enabled: true,
      rules: {
        tiers: [
          { above: 20_000, rateBps: 1_500, maxBonus: 30_000 },
          { above: 5_000, rateBps: 1_000, maxBonus: 10_000 },
        ],
        wageringMultiple: 5,
      },
    }
    const { container } = await render(
      <InviteOffer promotions={{ ...PROMOTIONS, first_deposit: first }} friend />,
    )
    const offer = [...container.querySelectorAll('[part="offer"] li')].map((item) => item.textContent ?? '')
    expect(offer[0]).toBe(t('widget.friendOffer'))
    expect(offer.slice(1).map((line) => line.includes(formatBRL(5_000)))).toEqual([true, false])
    expect(offer[1]).toContain(formatBRL(10_000))
    expect(offer[2]).toContain(formatBRL(30_000))
    expect(offer.join(' ')).not.toContain(formatBRL(1_000))
  })

  it('lets the page add below the team (the portal’s per-level lists)', async () => {
    const { container } = await render(<Probe extra />)
    await settle(300)
    expect(container.querySelector('[part="team"] + .page-extra')?.textContent).toBe('3')
  })
})
