import {
  PROMOTION_KEYS,
  type PromotionKey,
  SERVICE_LINK_KINDS,
  type ServiceLinkKind,
} from '@src/contract/content'
import { COMPLIANCE_PROFILES, type ComplianceProfile } from '@src/contract/protection'
import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { hasFallbackText, isSlug, oneOf } from '../checks'
import { identityId, instant, updatedAt } from '../columns'
import type { Localized } from '../localized'
import { money } from '../money'

/** Where an image is shown: the home carousel (index/getban) or the launch popup (index/getPopupImg). */
export const BANNER_PLACEMENTS = ['carousel', 'popup'] as const
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number]

export const banners = pgTable(
  'banners',
  {
    id: identityId(),
    placement: text('placement').$type<BannerPlacement>().notNull(),
    image: text('image').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** A portal route or an absolute URL; empty when the image only informs. */
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    check('banners_placement_known', oneOf(table.placement, BANNER_PLACEMENTS)),
    check('banners_title_fallback', hasFallbackText(table.title)),
  ],
)

export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    publishedAt: instant('published_at').notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
    /** Advertising (labelled "Publicidade" and "18+" in the brazil profile), not a service notice. */
    promotion: boolean('promotion').notNull().default(false),
  },
  (table) => [
    check('notices_title_fallback', hasFallbackText(table.title)),
    check('notices_body_fallback', hasFallbackText(table.body)),
  ],
)

/** Long texts addressed by key (index/get_contents): 'about-us', 'privacy', 'user-agreement', 'telegram', event rules. */
export const contentPages = pgTable(
  'content_pages',
  {
    key: text('key').primaryKey(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('content_pages_key_format', isSlug(table.key)),
    check('content_pages_title_fallback', hasFallbackText(table.title)),
    check('content_pages_body_fallback', hasFallbackText(table.body)),
  ],
)

/** Events (index/get_ac, index/get_acdtai): the card; title and rules live in the content page they point to. */
export const events = pgTable(
  'events',
  {
    id: identityId(),
    contentKey: text('content_key')
      .notNull()
      .unique()
      .references(() => contentPages.key),
    summary: jsonb('summary').$type<Localized>().notNull(),
    image: text('image').notNull(),
    /** The portal page where the player takes part, e.g. '/pages/first-storage/index'. */
    link: text('link').notNull().default(''),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    check('events_summary_fallback', hasFallbackText(table.summary)),
    check(
      'events_period_ordered',
      sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
)

/** The site's settings: exactly one row (webconfig/index, index/get_c). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    /** The smallest top-up the site accepts, in centavos. */
    minDeposit: money('min_deposit').notNull(),
    /** Where players get the app (the installable portal, or a store page). */
    downloadUrl: text('download_url').notNull(),
    telegramUrl: text('telegram_url').notNull(),
    /**
     * COMPLIANCE_PROFILE as the server started with it (written at every start by seeds/compliance), so
     * that the rewards read it in the same transaction as the promotion switches.
     */
    complianceProfile: text('compliance_profile').$type<ComplianceProfile>().notNull().default('standard'),
    /** Wager races (docs/races.md) on: the operator's switch in the console (admin/race_switch). */
    racesEnabled: boolean('races_enabled').notNull().default(true),
    /**
     * SESSION_MAX_MINUTES and SESSION_BREAK_MINUTES as the server started with them (seeds/compliance), so
     * that the play gate reads them in its statement: after this many minutes of a play session, play stops
     * for the break (null: no maximum).
     */
    sessionMaxMinutes: integer('session_max_minutes'),
    sessionBreakMinutes: integer('session_break_minutes').notNull().default(30),
    /** Days from a partner's click within which a sign-up is attributed to them (docs/partners.md). */
    partnerAttributionDays: integer('partner_attribution_days').notNull().default(30),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('site_settings_single_row', sql`${table.id} = 1`),
    check('site_settings_compliance_known', oneOf(table.complianceProfile, COMPLIANCE_PROFILES)),
    check('site_settings_min_deposit_positive', sql`${table.minDeposit} > 0`),
    check(
      'site_settings_session_block_positive',
      sql`(${table.sessionMaxMinutes} is null or ${table.sessionMaxMinutes} > 0) and ${table.sessionBreakMinutes} > 0`,
    ),
    check(
      'site_settings_partner_attribution_days_range',
      sql`${table.partnerAttributionDays} between 1 and 365`,
    ),
  ],
)

export const serviceLinks = pgTable(
  'service_links',
  {
    id: identityId(),
    kind: text('kind').$type<ServiceLinkKind>().notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [check('service_links_kind_known', oneOf(table.kind, SERVICE_LINK_KINDS))],
)

/** The operator's on/off switch per promotion; the rewards issue adds each one's tiers. */
export const promotions = pgTable(
  'promotions',
  {
    key: text('key').$type<PromotionKey>().primaryKey(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('promotions_key_known', oneOf(table.key, PROMOTION_KEYS))],
)
