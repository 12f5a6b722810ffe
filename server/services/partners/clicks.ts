import { createHash, randomBytes } from 'node:crypto'
import { Code } from '@src/contract/codes'
import type { ClickBody, ClickData } from '@src/contract/partners'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { siteSettings } from '../../db/schema/content'
import { partnerClicks, partners } from '../../db/schema/partners'
import { ApiError } from '../../envelope'
import { takeSlot } from '../accounts'

/** Clicks one client address may record a minute; more are refused (ClickRateLimited) and not recorded. */
const CLICKS_PER_MINUTE = 30

/** A second click of the same address and browser on the same partner within this many hours is a repeat. */
const REPEAT_HOURS = 24

/**
 * User agents of crawlers, link previews and scripts: their clicks are recorded as bots, never counted nor
 * attributed. No user agent at all is a script too.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|headless|phantom|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient/i

const isBotAgent = (userAgent: string | undefined): boolean => !userAgent?.trim() || BOT_AGENT.test(userAgent)

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A new click id: 'c' and 144 random bits in base64url (ClickId). */
const newClickId = () => `c${randomBytes(18).toString('base64url')}`

/** The days a click of this partner stays good: its own window, else the operator's (site_settings). */
const windowDaysOf = (partner: { attributionDays: number | null }, operatorDays: number) =>
  partner.attributionDays ?? operatorDays

const trimmed = (text: string | undefined, max: number) => {
  const value = text?.trim()
  return value ? value.slice(0, max) : null
}

/** The sub-ids as stored: blank ones are null. */
const subIdsOf = (body: Pick<ClickBody, 'sub1' | 'sub2' | 'sub3' | 'sub4' | 'sub5'>) => ({
  sub1: trimmed(body.sub1, 100),
  sub2: trimmed(body.sub2, 100),
  sub3: trimmed(body.sub3, 100),
  sub4: trimmed(body.sub4, 100),
  sub5: trimmed(body.sub5, 100),
})

export interface ClickClient {
  ip: string
  userAgent: string | undefined
}

/**
 * partner/click (docs/partners.md, Clicks): records a click on an approved partner's element or link, once.
 * A click id this partner's click already has (the same landing reloaded) is answered again, recording
 * nothing. Otherwise the address takes a slot of its per-minute cap (refused past it, nothing recorded),
 * and the click is written with its flags: a bot by its user agent, a repeat when the same address and
 * browser clicked this partner within REPEAT_HOURS (decided in the insert itself). Only counted clicks
 * (neither) show as clicks in the partner's figures; all of them get an id.
 */
export const recordClick = async (db: Db, body: ClickBody, client: ClickClient): Promise<ClickData> => {
  const [partner] = await db
    .select({ attributionDays: partners.attributionDays, operatorDays: siteSettings.partnerAttributionDays })
    .from(partners)
    .innerJoin(siteSettings, eq(siteSettings.id, 1))
    .where(and(eq(partners.id, body.partner), eq(partners.status, 'approved')))
  if (!partner) throw new ApiError(Code.PartnerUnknown)
  const windowDays = windowDaysOf(partner, partner.operatorDays)
  if (body.click) {
    const [known] = await db
      .select({ clickId: partnerClicks.clickId })
      .from(partnerClicks)
      .where(and(eq(partnerClicks.clickId, body.click), eq(partnerClicks.partnerId, body.partner)))
    if (known) return { click: known.clickId, counted: false, windowDays }
  }
  const ipHash = sha256(client.ip)
  const verdict = await takeSlot(db, `click:ip:${ipHash}`, CLICKS_PER_MINUTE, 60_000)
  if (!verdict.allowed) throw new ApiError(Code.ClickRateLimited)
  const userAgentHash = sha256(client.userAgent ?? '')
  const bot = isBotAgent(client.userAgent)
  const earlier = sql`exists (
    select 1 from ${partnerClicks} earlier
    where earlier.partner_id = ${body.partner} and earlier.ip_hash = ${ipHash}
      and earlier.user_agent_hash = ${userAgentHash}
      and earlier.created_at > now() - make_interval(hours => ${REPEAT_HOURS}))`
  const [row] = await db
    .insert(partnerClicks)
    .values({
      clickId: newClickId(),
      partnerId: body.partner,
      ...subIdsOf(body),
      source: body.source,
      element: body.source === 'widget' ? trimmed(body.element, 40) : null,
      landing: trimmed(body.landing, 500),
      ipHash,
      userAgentHash,
      bot,
      repeat: bot ? sql`false` : earlier,
    })
    .returning({ clickId: partnerClicks.clickId, repeat: partnerClicks.repeat })
  if (!row) throw new Error('The click was not written')
  return { click: row.clickId, counted: !bot && !row.repeat, windowDays }
}
