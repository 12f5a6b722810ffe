import { APP_VERSION } from '@src/constants'
import {
  type Banner,
  type ContentPage,
  type EventCard,
  type EventDetails,
  type EventState,
  type Notice,
  PROMOTION_KEYS,
  type PromotionSwitches,
  type ServiceLink,
  type SiteLinks,
  type WebConfig,
} from '@src/contract/content'
import type { Paged } from '@src/contract/paging'
import { forbiddenPromotionPages } from '@src/contract/protection'
import type { Lang } from '@src/i18n/languages'
import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { readPage } from '../../db/paging'
import {
  type BannerPlacement,
  banners,
  contentPages,
  events,
  notices,
  serviceLinks,
  siteSettings,
} from '../../db/schema/content'
import { eventStates, getPromotions } from '../rewards'
import { complianceProfileOf } from '../settings'

export { ASSETS_ROUTE, assetUrl } from './assetUrl'
export { assertPromotionPasses, publishBanner, publishedContent, publishNotice } from './publishing'

/**
 * Whether content may lead to a page: not to a promotion the compliance profile forbids (the brazil profile
 * advertises no deposit bonus, whatever the operator's content says).
 */
const advertisable = async (db: Db) => {
  const forbidden = forbiddenPromotionPages(await complianceProfileOf(db))
  return (link: string) => !forbidden.includes(link)
}

export const listBanners = async (db: Db, placement: BannerPlacement, lang: Lang): Promise<Banner[]> => {
  const [rows, allowed] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(and(eq(banners.placement, placement), eq(banners.enabled, true)))
      .orderBy(asc(banners.sort), asc(banners.id)),
    advertisable(db),
  ])
  return rows
    .filter((row) => allowed(row.link))
    .map((row) => ({
      id: row.id,
      image: row.image,
      title: localize(row.title, lang),
      link: row.link,
    }))
}

/** Published notices, newest first, one page at a time. */
export const listNotices = async (
  db: Db,
  lang: Lang,
  page: number,
  limit: number,
  brandName: string | undefined,
): Promise<Paged<Notice>> => {
  const named = await withBrandName(db, brandName)
  const published = and(eq(notices.enabled, true), lte(notices.publishedAt, new Date()))
  return readPage(
    db.select().from(notices).where(published).orderBy(desc(notices.publishedAt), desc(notices.id)),
    db.select({ value: count() }).from(notices).where(published),
    { page, limit },
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        title: named(localize(row.title, lang)),
        body: named(localize(row.body, lang)),
        publishedAt: row.publishedAt.toISOString(),
        promotion: row.promotion,
      })),
  )
}

/** Events switched on and not yet over; an event without dates runs until the operator ends it. */
const eventRunning = (now: Date) =>
  and(eq(events.enabled, true), or(isNull(events.endsAt), gt(events.endsAt, now)))

const eventQuery = (db: Db) =>
  db
    .select({ event: events, page: contentPages })
    .from(events)
    .innerJoin(contentPages, eq(contentPages.key, events.contentKey))

interface EventRow {
  event: typeof events.$inferSelect
  page: typeof contentPages.$inferSelect
}

const toEventCard = ({ event, page }: EventRow, lang: Lang, state: EventState): EventCard => ({
  id: event.id,
  key: event.contentKey,
  title: localize(page.title, lang),
  summary: localize(event.summary, lang),
  image: event.image,
  link: event.link,
  startsAt: event.startsAt?.toISOString() ?? null,
  endsAt: event.endsAt?.toISOString() ?? null,
  state,
})

/** The running events in order, each with the player's state in it (`userId` null: a visitor). */
export const listEvents = async (db: Db, lang: Lang, userId: number | null): Promise<EventCard[]> => {
  const [running, allowed] = await Promise.all([
    eventQuery(db).where(eventRunning(new Date())).orderBy(asc(events.sort), asc(events.id)),
    advertisable(db),
  ])
  const rows = running.filter((row) => allowed(row.event.link))
  const states = await eventStates(
    db,
    userId,
    rows.map((row) => row.event.link),
  )
  return rows.map((row) => toEventCard(row, lang, states.get(row.event.link) ?? 'open'))
}

/** One running event with its rules and the player's state; undefined when unknown, switched off, over or forbidden. */
export const findEvent = async (
  db: Db,
  id: number,
  lang: Lang,
  userId: number | null,
  brandName: string | undefined,
): Promise<EventDetails | undefined> => {
  const [[row], allowed] = await Promise.all([
    eventQuery(db).where(and(eq(events.id, id), eventRunning(new Date()))),
    advertisable(db),
  ])
  if (!row || !allowed(row.event.link)) return undefined
  const states = await eventStates(db, userId, [row.event.link])
  return {
    ...toEventCard(row, lang, states.get(row.event.link) ?? 'open'),
    body: (await withBrandName(db, brandName))(localize(row.page.body, lang)),
  }
}

export const findPage = async (
  db: Db,
  key: string,
  lang: Lang,
  brandName: string | undefined,
): Promise<ContentPage | undefined> => {
  const [[row], named] = await Promise.all([
    db.select().from(contentPages).where(eq(contentPages.key, key)),
    withBrandName(db, brandName),
  ])
  return (
    row && {
      key: row.key,
      title: named(localize(row.title, lang)),
      body: named(localize(row.body, lang)),
      updatedAt: row.updatedAt.toISOString(),
    }
  )
}

const settingsOf = async (db: Db) => {
  const [settings] = await db.select().from(siteSettings)
  if (!settings) throw new Error('Site settings are missing: the content seed has not run')
  return settings
}

/**
 * The operator's texts (pages, notices, events) say {{brand}} where they name the operator: filled with
 * BRAND_NAME (`configured`), else the site settings' name, as the web config's siteName is.
 */
const withBrandName = async (db: Db, configured: string | undefined) => {
  const brand = configured ?? (await settingsOf(db)).siteName
  return (text: string) => text.replaceAll('{{brand}}', brand)
}

const listServiceLinks = async (db: Db): Promise<ServiceLink[]> =>
  db
    .select({ kind: serviceLinks.kind, url: serviceLinks.url })
    .from(serviceLinks)
    .where(eq(serviceLinks.enabled, true))
    .orderBy(asc(serviceLinks.sort), asc(serviceLinks.id))

/** index/get_c: where to get the app and how to reach the operator. */
export const siteLinks = async (db: Db): Promise<SiteLinks> => {
  const [settings, links] = await Promise.all([settingsOf(db), listServiceLinks(db)])
  return { downloadUrl: settings.downloadUrl, telegramUrl: settings.telegramUrl, serviceLinks: links }
}

/** webconfig/index. A promotion without a row is off: the operator switches promotions on, never by default. */
export const webConfig = async (
  db: Db,
  operator: Pick<
    WebConfig,
    | 'autoTransfer'
    | 'withdrawalExpectedMinutes'
    | 'realityCheckMinutes'
    | 'defaultLanguage'
    | 'browserLanguage'
    | 'brand'
  >,
  brandName: string | undefined,
): Promise<WebConfig> => {
  const [settings, links, switches] = await Promise.all([
    settingsOf(db),
    listServiceLinks(db),
    getPromotions(db),
  ])
  return {
    siteName: brandName ?? settings.siteName,
    version: APP_VERSION,
    minDeposit: settings.minDeposit,
    serviceLinks: links,
    // Switched on by the operator and allowed by the compliance profile (rewards/rules).
    promotions: Object.fromEntries(
      PROMOTION_KEYS.map((key) => [key, switches[key].enabled]),
    ) as PromotionSwitches,
    compliance: settings.complianceProfile,
    ...operator,
  }
}
export { ReadCache } from './readCache'
