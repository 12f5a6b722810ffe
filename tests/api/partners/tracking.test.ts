import { partnerAttributions, partnerClicks, partnerEvents } from '@server/db/schema/partners'
import { ClickBuffer, ClickRecorder } from '@server/services/partners'
import { Code } from '@src/contract/codes'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createPlayer, createTestServer, newIp, sharedServer, type TestServer } from '../helpers'
import { click, clicksWritten, newPartner } from './partnerFixtures'

const given = sharedServer()

const attributionOf = async (userId: number) => {
  const [row] = await given.server.db
    .select()
    .from(partnerAttributions)
    .where(eq(partnerAttributions.userId, userId))
  return row
}

const clickRowsOf = async (server: TestServer, clickId: string) => {
  await clicksWritten(server)
  return server.db.select().from(partnerClicks).where(eq(partnerClicks.clickId, clickId))
}

const clickRow = async (clickId: string) => (await clickRowsOf(given.server, clickId))[0]

/** A player who signs up with a click on the partner's link made `days` days ago. */
const signUpAfterClickOfDaysAgo = async (partnerId: number, days: number) => {
  const old = await click(given.server, { partner: partnerId }, { ip: newIp() })
  await clicksWritten(given.server)
  await given.server.db
    .update(partnerClicks)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(partnerClicks.clickId, old.data.click))
  return createPlayer(given.server.app, { fields: { click: old.data.click } })
}

describe('partner/click', () => {
  test('a click is recorded with its sub-ids and answers a click id; the same id sent again is not recorded twice', async () => {
    const partner = await newPartner(given.server)
    const ip = newIp()
    const first = await click(
      given.server,
      { partner: partner.id, sub1: 'summer', sub5: 'tracker-77' },
      { ip },
    )
    expect(first.code).toBe(Code.Ok)
    expect(first.data).toMatchObject({ counted: true, windowDays: 30 })
    expect(first.data.click).toMatch(/^c[\w-]{24}$/)
    expect(await clickRow(first.data.click)).toMatchObject({ sub1: 'summer', sub2: null, sub5: 'tracker-77' })

    const again = await click(given.server, { partner: partner.id, click: first.data.click }, { ip })
    expect(again.data).toEqual({ click: first.data.click, counted: false, windowDays: 30 })
    await clicksWritten(given.server)
    const rows = await given.server.db
      .select()
      .from(partnerClicks)
      .where(eq(partnerClicks.partnerId, partner.id))
    expect(rows).toHaveLength(1)
  })

  test('a second click of the same browser within a day is a repeat, counted apart', async () => {
    const partner = await newPartner(given.server)
    const ip = newIp()
    const first = await click(given.server, { partner: partner.id }, { ip })
    const second = await click(given.server, { partner: partner.id }, { ip })
    const otherBrowser = await click(
      given.server,
      { partner: partner.id },
      { ip, userAgent: 'Mozilla/5.0 Firefox/128.0' },
    )
    expect([first.data.counted, second.data.counted, otherBrowser.data.counted]).toEqual([true, false, true])
    expect(await clickRow(second.data.click)).toMatchObject({ repeat: true, bot: false })
  })

  test("a click after another server's click of the same browser is stored as a repeat", async () => {
    const partner = await newPartner(given.server)
    const { app, db } = given.server
    const client = { ip: newIp(), userAgent: 'Mozilla/5.0 Firefox/128.0' }
    // Another process on the same database: a recorder of its own, which this server's memory knows nothing of.
    const elsewhere = new ClickRecorder(db, app.readCache, new ClickBuffer(db, app.log))
    await elsewhere.record({ partner: partner.id, source: 'link' }, client)
    await elsewhere.buffer.flush()
    const mine = await click(given.server, { partner: partner.id }, client)
    expect(await clickRow(mine.data.click)).toMatchObject({ repeat: true, bot: false })
  })

  test('clicks still waiting to be written are written when the server stops', async () => {
    const server = await createTestServer()
    try {
      const partner = await newPartner(server)
      const answers = await Promise.all(
        ['a', 'b', 'c'].map((sub1) => click(server, { partner: partner.id, sub1 }, { ip: newIp() })),
      )
      await server.app.close()
      const rows = await server.db.select().from(partnerClicks).where(eq(partnerClicks.partnerId, partner.id))
      expect(rows.map((row) => row.clickId).sort()).toEqual(answers.map((answer) => answer.data.click).sort())
    } finally {
      await server.close()
    }
  })

  test('a crawler or a script is recorded as a bot, not counted', async () => {
    const partner = await newPartner(given.server)
    for (const userAgent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'curl/8.5.0',
      'WhatsApp/2.23',
    ]) {
      const answer = await click(given.server, { partner: partner.id }, { ip: newIp(), userAgent })
      expect(answer.data.counted).toBe(false)
      expect(await clickRow(answer.data.click)).toMatchObject({ bot: true, repeat: false })
    }
  })

  test('past 30 clicks a minute from one address the clicks are refused and not recorded', async () => {
    const partner = await newPartner(given.server)
    const ip = newIp()
    const codes: number[] = []
    for (let index = 0; index < 32; index += 1)
      codes.push((await click(given.server, { partner: partner.id, sub1: String(index) }, { ip })).code)
    expect(codes.slice(0, 30).every((code) => code === Code.Ok)).toBe(true)
    expect(codes.slice(30)).toEqual([Code.ClickRateLimited, Code.ClickRateLimited])
    await clicksWritten(given.server)
    const [{ n }] = (await given.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerClicks)
      .where(eq(partnerClicks.partnerId, partner.id))) as [{ n: number }]
    expect(n).toBe(30)
  })

  test('a partner not approved, or unknown, records nothing', async () => {
    const pending = await newPartner(given.server, { status: 'pending' })
    const answer = await click(given.server, { partner: pending.id }, { ip: newIp() })
    expect(answer.code).toBe(Code.PartnerUnknown)
    expect((await click(given.server, { partner: 999_999 }, { ip: newIp() })).code).toBe(Code.PartnerUnknown)
    await clicksWritten(given.server)
    expect(
      await given.server.db.select().from(partnerClicks).where(eq(partnerClicks.partnerId, pending.id)),
    ).toEqual([])
  })
})

describe('attribution at registration', () => {
  test('the player is attributed to the click they carry, with its sub-ids, and a registration event is written', async () => {
    const partner = await newPartner(given.server)
    const { data } = await click(
      given.server,
      { partner: partner.id, sub1: 'tiktok', sub2: 'ad-7' },
      { ip: newIp() },
    )
    const player = await createPlayer(given.server.app, { fields: { click: data.click } })
    expect(await attributionOf(player.user.id)).toMatchObject({
      partnerId: partner.id,
      clickId: data.click,
      sub1: 'tiktok',
      sub2: 'ad-7',
      sub3: null,
    })
    const events = await given.server.db
      .select()
      .from(partnerEvents)
      .where(eq(partnerEvents.userId, player.user.id))
    expect(events.map((event) => event.event)).toEqual(['registration'])
  })

  test('the last click is the one that counts: a later click of another partner wins', async () => {
    const first = await newPartner(given.server)
    const second = await newPartner(given.server)
    await click(given.server, { partner: first.id }, { ip: newIp() })
    const last = await click(given.server, { partner: second.id }, { ip: newIp() })
    const player = await createPlayer(given.server.app, { fields: { click: last.data.click } })
    expect((await attributionOf(player.user.id))?.partnerId).toBe(second.id)
  })

  test('a click older than the window attributes nothing; the partner’s own window overrides the operator’s', async () => {
    const partner = await newPartner(given.server)
    const late = await signUpAfterClickOfDaysAgo(partner.id, 31)
    expect(await attributionOf(late.user.id)).toBeUndefined()
    expect(
      await given.server.db.select().from(partnerEvents).where(eq(partnerEvents.userId, late.user.id)),
    ).toEqual([])

    const longer = await newPartner(given.server, { attributionDays: 60 })
    const inWindow = await signUpAfterClickOfDaysAgo(longer.id, 45)
    expect((await attributionOf(inWindow.user.id))?.partnerId).toBe(longer.id)
  })

  test("a bot's click attributes nothing", async () => {
    const partner = await newPartner(given.server)
    const bot = await click(
      given.server,
      { partner: partner.id },
      { ip: newIp(), userAgent: 'Googlebot/2.1' },
    )
    const player = await createPlayer(given.server.app, { fields: { click: bot.data.click } })
    expect(await attributionOf(player.user.id)).toBeUndefined()
  })

  test("a logged-in player's later clicks on another partner do not re-attribute them", async () => {
    const mine = await newPartner(given.server)
    const other = await newPartner(given.server)
    const { data } = await click(given.server, { partner: mine.id }, { ip: newIp() })
    const player = await createPlayer(given.server.app, { fields: { click: data.click } })
    const later = await given.server.app.inject({
      method: 'POST',
      url: '/api/partner/click',
      headers: { token: player.token, 'user-agent': 'Mozilla/5.0' },
      payload: { partner: other.id, source: 'widget', element: 'ficha-signup-form' },
      remoteAddress: player.ip,
    })
    expect(later.json().code).toBe(Code.Ok)
    expect((await attributionOf(player.user.id))?.partnerId).toBe(mine.id)
  })

  test("a sign-up with an approved partner's own invite code and no click is attributed to that partner", async () => {
    const partner = await newPartner(given.server)
    const player = await createPlayer(given.server.app, {
      invitationCode: partner.account.user.invitationCode,
    })
    expect(await attributionOf(player.user.id)).toMatchObject({ partnerId: partner.id, clickId: null })
  })

  test('a sign-up with no click nor partner is attributed to nobody and writes no event', async () => {
    const player = await createPlayer(given.server.app)
    expect(await attributionOf(player.user.id)).toBeUndefined()
    expect(
      await given.server.db.select().from(partnerEvents).where(eq(partnerEvents.userId, player.user.id)),
    ).toEqual([])
  })
})

describe('the invite address', () => {
  test('passes a partner’s tracking fields on to the portal, and nothing else', async () => {
    const partner = await newPartner(given.server)
    const code = partner.account.user.invitationCode
    const response = await given.server.app.inject({
      method: 'GET',
      url: `/i/${code}?partner=${partner.id}&sub1=tt&sub9=x&lang=pt`,
    })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(
      `../?partner=${partner.id}&sub1=tt&lang=pt#/pages/jogos/login?code=${code}`,
    )
  })
})
