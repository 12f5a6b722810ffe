import { createHash, randomBytes } from 'node:crypto'
import { Code } from '@src/contract/codes'
import type { ClickBody, ClickData } from '@src/contract/partners'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { siteSettings } from '../../db/schema/content'
import { partnerClicks, partners } from '../../db/schema/partners'
import { ApiError } from '../../envelope'
import { RecentMap } from '../../recentMap'
import type { ReadCache } from '../content'
import { type ClickBuffer, REPEAT_HOURS } from './clickBuffer'

/** Clicks one client address may record a minute in one server process; more are refused (ClickRateLimited). */
const CLICKS_PER_MINUTE = 30

/** How long a process keeps the approved partners it read (a partner approved since is read on its own). */
const APPROVED_MAX_AGE_MS = 5_000

/** Visitors (partner, address, browser) a process remembers for the repeat rule; older ones go first. */
const REMEMBERED_VISITORS = 100_000

/**
 * User agents of crawlers, link previews and scripts: their clicks are recorded as bots, never counted nor
 * attributed. No user agent at all is a script too.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|headless|phantom|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient/i

const isBotAgent = (userAgent: string | undefined): boolean => !userAgent?.trim() || BOT_AGENT.test(userAgent)

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A visitor of a partner (address and browser) as the repeat memory keys it: 128 bits, a short flat string. */
const visitorKey = (partnerId: number, ipHash: string, userAgentHash: string) =>
  createHash('sha256').update(`${partnerId}:${ipHash}:${userAgentHash}`).digest().toString('base64url', 0, 16)

/** A new click id: 'c' and 144 random bits in base64url (ClickId). */
const newClickId = () => `c${randomBytes(18).toString('base64url')}`

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

/** Each approved partner's attribution window in days: its own, else the operator's (site_settings). */
const approvedWindows = async (db: Db, partnerId?: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({
      id: partners.id,
      days: sql<number>`coalesce(${partners.attributionDays}, ${siteSettings.partnerAttributionDays})`,
    })
    .from(partners)
    .innerJoin(siteSettings, eq(siteSettings.id, 1))
    .where(
      and(eq(partners.status, 'approved'), partnerId === undefined ? undefined : eq(partners.id, partnerId)),
    )
  return new Map(rows.map((row) => [row.id, row.days]))
}

/** Per key, the takes of a window that starts at the key's first take (as takeSlot counts in the database). */
class WindowCounter {
  private readonly windows = new Map<string, { count: number; since: number }>()
  private sweptAt = Date.now()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Takes one of the key's slots: false past the limit. */
  take(key: string, now: number): boolean {
    if (now - this.sweptAt >= this.windowMs) {
      for (const [stale, window] of this.windows)
        if (now - window.since >= this.windowMs) this.windows.delete(stale)
      this.sweptAt = now
    }
    const window = this.windows.get(key)
    if (!window || now - window.since >= this.windowMs) {
      this.windows.set(key, { count: 1, since: now })
      return true
    }
    if (window.count >= this.limit) return false
    window.count += 1
    return true
  }
}

/** When each key was last seen, the `size` most recent keys (a Map keeps them in the order last set). */
class LastSeen {
  private readonly seen: RecentMap<string, number>

  constructor(size: number) {
    this.seen = new RecentMap(size)
  }

  /** When the key was seen before, if this process remembers it; notes it seen now. */
  note(key: string, now: number): number | undefined {
    const before = this.seen.get(key)
    this.seen.set(key, now)
    return before
  }
}

/**
 * partner/click (docs/partners.md, Clicks), without a database round trip for a click of an approved
 * partner: the approved partners are read every APPROVED_MAX_AGE_MS (a partner missing from them is read on
 * its own), the per-address cap is counted in this process's memory, and the row goes to the ClickBuffer,
 * the click id answered at once. The repeat rule is this process's memory of recent visitors, completed by
 * the write (an earlier click in the table, another process's or older than this process's memory).
 */
export class ClickRecorder {
  private readonly perAddress = new WindowCounter(CLICKS_PER_MINUTE, 60_000)
  private readonly visitors = new LastSeen(REMEMBERED_VISITORS)

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
    readonly buffer: ClickBuffer,
  ) {}

  /**
   * Records a click on an approved partner's element or link, once. A click id this partner's click already
   * has (the same landing reloaded) is answered again, recording nothing. Otherwise the address takes a slot
   * of its per-minute cap (refused past it, nothing recorded), and the click is recorded with its flags: a bot
   * by its user agent, a repeat when the same address and browser clicked this partner within REPEAT_HOURS.
   * `counted` is this process's view (neither flag); the row's repeat flag, what the figures count, may also
   * be set by the write.
   */
  async record(body: ClickBody, client: ClickClient): Promise<ClickData> {
    const windowDays = await this.windowDaysOf(body.partner)
    if (windowDays === undefined) throw new ApiError(Code.PartnerUnknown)
    if (body.click && (await this.partnerOfClick(body.click)) === body.partner)
      return { click: body.click, counted: false, windowDays }
    const now = Date.now()
    const ipHash = sha256(client.ip)
    if (!this.perAddress.take(ipHash, now)) throw new ApiError(Code.ClickRateLimited)
    const userAgentHash = sha256(client.userAgent ?? '')
    const bot = isBotAgent(client.userAgent)
    const before = bot ? undefined : this.visitors.note(visitorKey(body.partner, ipHash, userAgentHash), now)
    // Known within the window: a repeat. Unknown to this process: the write looks in the table.
    const repeat = bot
      ? false
      : before !== undefined && now - before < REPEAT_HOURS * 3_600_000
        ? true
        : undefined
    const clickId = newClickId()
    this.buffer.add({
      clickId,
      partnerId: body.partner,
      ...subIdsOf(body),
      source: body.source,
      element: body.source === 'widget' ? trimmed(body.element, 40) : null,
      landing: trimmed(body.landing, 500),
      ipHash,
      userAgentHash,
      bot,
      repeat,
      createdAt: new Date(now),
    })
    return { click: clickId, counted: !bot && !repeat, windowDays }
  }

  /** The partner's attribution window if it is approved, else undefined. */
  private async windowDaysOf(partnerId: number): Promise<number | undefined> {
    const approved = await this.cache.get(
      'partner-clicks:approved',
      () => approvedWindows(this.db),
      APPROVED_MAX_AGE_MS,
    )
    return approved.get(partnerId) ?? (await approvedWindows(this.db, partnerId)).get(partnerId)
  }

  /** The partner of a recorded click: on its way to the table, or in it. */
  private async partnerOfClick(clickId: string): Promise<number | undefined> {
    const waiting = this.buffer.partnerOf(clickId)
    if (waiting !== undefined) return waiting
    const [row] = await this.db
      .select({ partnerId: partnerClicks.partnerId })
      .from(partnerClicks)
      .where(eq(partnerClicks.clickId, clickId))
    return row?.partnerId
  }
}
