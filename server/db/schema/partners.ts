import {
  CLICK_SOURCES,
  type ClickSource,
  MAX_ATTRIBUTION_DAYS,
  PARTNER_EVENTS,
  PARTNER_STATUSES,
  type PartnerEvent,
  type PartnerStatus,
  SUB_ID_MAX_LENGTH,
} from '@src/contract/partners-values'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { bigIdentityId, bigReference, createdAt, identityId, instant, reference, updatedAt } from '../columns'
import { money } from '../money'
import { users } from './users'

/** The five sub-id columns a click, an attribution and an event each carry (the partner's own labels). */
const subIds = () => ({
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  sub4: text('sub4'),
  sub5: text('sub5'),
})

const subIdsShort = (table: {
  sub1: AnyPgColumn
  sub2: AnyPgColumn
  sub3: AnyPgColumn
  sub4: AnyPgColumn
  sub5: AnyPgColumn
}) =>
  sql`coalesce(length(${table.sub1}), 0) <= ${sql.raw(String(SUB_ID_MAX_LENGTH))} and coalesce(length(${table.sub2}), 0) <= ${sql.raw(String(SUB_ID_MAX_LENGTH))}
    and coalesce(length(${table.sub3}), 0) <= ${sql.raw(String(SUB_ID_MAX_LENGTH))} and coalesce(length(${table.sub4}), 0) <= ${sql.raw(String(SUB_ID_MAX_LENGTH))}
    and coalesce(length(${table.sub5}), 0) <= ${sql.raw(String(SUB_ID_MAX_LENGTH))}`

/**
 * A partner (docs/partners.md): an existing account the operator made a partner. Only an approved partner's
 * clicks are counted and attributed; a sub-partner names its parent (whose commission it shares).
 */
export const partners = pgTable(
  'partners',
  {
    id: identityId(),
    userId: reference('user_id', () => users.id).unique(),
    status: text('status').$type<PartnerStatus>().notNull().default('pending'),
    parentId: integer('parent_id').references((): AnyPgColumn => partners.id),
    /** The operator who proposed the partner in the console; another operator approves it. */
    proposedBy: integer('proposed_by').references(() => users.id),
    /** Days from a click within which a sign-up is attributed; null: the operator's setting (site_settings). */
    attributionDays: integer('attribution_days'),
    /** The HMAC-SHA256 key of this partner's postbacks (docs/partners.md, Signature); shown to the partner. */
    postbackSecret: text('postback_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('partners_status_known', oneOf(table.status, PARTNER_STATUSES)),
    check('partners_parent_not_self', sql`${table.parentId} <> ${table.id}`),
    check(
      'partners_attribution_days_range',
      sql`${table.attributionDays} between 1 and ${sql.raw(String(MAX_ATTRIBUTION_DAYS))}`,
    ),
    check('partners_postback_secret_length', sql`length(${table.postbackSecret}) >= 32`),
    index('partners_parent_idx').on(table.parentId),
  ],
)

/**
 * A click on a partner's element or tracked link (services/partners/clicks), recorded once per request the
 * click endpoint accepted. Bots (by user agent) and repeats (the same address and browser for the same
 * partner within a day) are kept but flagged, and counted apart. The address and user agent are kept as
 * SHA-256 hashes only.
 */
export const partnerClicks = pgTable(
  'partner_clicks',
  {
    id: bigIdentityId(),
    /** The public click id handed to the browser and carried to the sign-up (random, unguessable). */
    clickId: text('click_id').notNull().unique(),
    partnerId: reference('partner_id', () => partners.id),
    ...subIds(),
    source: text('source').$type<ClickSource>().notNull(),
    /** The element's tag for a widget click (ficha-signup-form), null for a link. */
    element: text('element'),
    /** The page the click landed on (the partner's page for a widget), cut to 500 characters. */
    landing: text('landing'),
    ipHash: text('ip_hash').notNull(),
    userAgentHash: text('user_agent_hash').notNull(),
    /** A crawler or script by its user agent: recorded, never attributed, counted apart. */
    bot: boolean('bot').notNull().default(false),
    /** The same address and user agent clicked this partner within the repeat window: counted apart. */
    repeat: boolean('repeat').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('partner_clicks_source_known', oneOf(table.source, CLICK_SOURCES)),
    check('partner_clicks_sub_ids_short', subIdsShort(table)),
    index('partner_clicks_partner_idx').on(table.partnerId, table.createdAt),
    index('partner_clicks_repeat_idx').on(
      table.partnerId,
      table.ipHash,
      table.userAgentHash,
      table.createdAt,
    ),
  ],
)

/**
 * The partner a player was attributed to at registration (services/partners/attribution): one per player,
 * never changed by the player's later clicks. click_id is null when the sign-up came through an approved
 * partner's own invite code without a click.
 */
export const partnerAttributions = pgTable(
  'partner_attributions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    partnerId: reference('partner_id', () => partners.id),
    clickId: text('click_id').references(() => partnerClicks.clickId),
    ...subIds(),
    attributedAt: instant('attributed_at').notNull().defaultNow(),
  },
  (table) => [
    check('partner_attributions_sub_ids_short', subIdsShort(table)),
    index('partner_attributions_partner_idx').on(table.partnerId, table.attributedAt),
  ],
)

/** A partner's postback URL template for one event (docs/partners.md, Postbacks); none: no postback. */
export const partnerPostbacks = pgTable(
  'partner_postbacks',
  {
    partnerId: reference('partner_id', () => partners.id),
    event: text('event').$type<PartnerEvent>().notNull(),
    urlTemplate: text('url_template').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.event] }),
    check('partner_postbacks_event_known', oneOf(table.event, PARTNER_EVENTS)),
    check('partner_postbacks_url_length', sql`length(${table.urlTemplate}) between 1 and 2000`),
  ],
)

/** Where an outbox event stands: waiting (to send or to retry), delivered (a 2xx), or no template then. */
export const PARTNER_EVENT_STATES = ['pending', 'delivered', 'skipped'] as const
export type PartnerEventState = (typeof PARTNER_EVENT_STATES)[number]

/**
 * The postback outbox (services/partners/outbox): one row per event of an attributed player, written in the
 * business event's own transaction (enqueuePartnerEvent), sent after the commit by the postback job, in id
 * order per player, until a 2xx. The dedupe key makes the business event's second run write nothing.
 */
export const partnerEvents = pgTable(
  'partner_events',
  {
    id: bigIdentityId(),
    /** The public event id ({event_id}, the Ficha-Event-Id header): the receiver's dedupe key. */
    eventId: text('event_id').notNull().unique().default(sql`gen_random_uuid()::text`),
    /** What made it, once: 'registration:<user>', 'deposit:<order>', 'withdrawal:<payout>', ... */
    dedupeKey: text('dedupe_key').notNull().unique(),
    partnerId: reference('partner_id', () => partners.id),
    userId: reference('user_id', () => users.id),
    event: text('event').$type<PartnerEvent>().notNull(),
    /** Centavos of the deposit or withdrawal (or the qualification's figure); null when the event has none. */
    amount: money('amount'),
    state: text('state').$type<PartnerEventState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    deliveredAt: instant('delivered_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('partner_events_event_known', oneOf(table.event, PARTNER_EVENTS)),
    check('partner_events_state_known', oneOf(table.state, PARTNER_EVENT_STATES)),
    check('partner_events_amount_not_negative', sql`${table.amount} >= 0`),
    // The sender's queue: the oldest waiting event of each player.
    index('partner_events_pending_idx').on(table.userId, table.id).where(sql`${table.state} = 'pending'`),
    index('partner_events_partner_idx').on(table.partnerId, table.id),
  ],
)

/**
 * Each attempt to deliver a postback (the delivery log the partner and the operator read): the URL sent,
 * the answer's status (null: no answer, timed out or refused) and a short error.
 */
export const partnerDeliveries = pgTable(
  'partner_deliveries',
  {
    id: bigIdentityId(),
    eventId: bigReference('event_id', () => partnerEvents.id),
    partnerId: reference('partner_id', () => partners.id),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('partner_deliveries_event_idx').on(table.eventId),
    index('partner_deliveries_partner_idx').on(table.partnerId, table.id),
  ],
)
