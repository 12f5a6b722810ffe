import { MESSAGE_AUDIENCES, type MessageAudience } from '@src/contract/messages'
import { type MutableCategory, NOTICE_CATEGORIES, type NoticeCategory } from '@src/contract/notifications'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, updatedAt } from '../columns'
import type { Localized } from '../localized'
import { playerId, users } from './users'

/** An operator's own words (an operator message, a marketing one): shown in the reader's language. */
export interface OperatorText {
  title: Localized
  body: Localized
}

/**
 * An operator's message to every player (admin/message_broadcast), sent in small batches, each its own
 * transaction that moves `cursor` (the last player id handled) with the notices it wrote: a restart
 * resumes after the last batch committed. Only players with an id up to `up_to` (the newest when it was
 * made) are in its audience of `total`.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: identityId(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    audience: text('audience').$type<MessageAudience>().notNull(),
    text: jsonb('text').$type<OperatorText>().notNull(),
    upTo: integer('up_to').notNull(),
    total: integer('total').notNull(),
    cursor: integer('cursor').notNull().default(0),
    /** Players handled so far, and those of them who got the message. */
    handled: integer('handled').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    check('broadcasts_audience_known', oneOf(table.audience, MESSAGE_AUDIENCES)),
    index('broadcasts_unfinished_idx').on(table.id).where(sql`${table.finishedAt} is null`),
  ],
)

/**
 * The notification centre: one row per thing a player is told (a deposit or withdrawal paid, a bonus, a
 * limit, an identity decision, an operator's message...), written in the transaction of the event it tells.
 * Its text is the locale's `notice.<kind>` filled with `params` in the reader's language; `text` holds an
 * operator's words instead. Read once the player says so (index/read_my_msg, notice/read_all).
 */
export const playerNotices = pgTable(
  'player_notices',
  {
    id: identityId(),
    userId: playerId('cascade'),
    /** The category (src/contract/notifications.ts). */
    kind: text('kind').$type<NoticeCategory>().notNull(),
    /** The text's values: amount (centavos), order id, the refusal's reason, the limit... */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    text: jsonb('text').$type<OperatorText>(),
    /** The broadcast it came from: one notice per player and broadcast, whatever a resumed send retries. */
    broadcastId: integer('broadcast_id').references(() => broadcasts.id),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (table) => [
    check('player_notices_kind_known', oneOf(table.kind, NOTICE_CATEGORIES)),
    uniqueIndex('player_notices_broadcast_idx')
      .on(table.broadcastId, table.userId)
      .where(sql`${table.broadcastId} is not null`),
    index('player_notices_user_idx').on(table.userId, table.id),
    index('player_notices_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
)
export type PlayerNoticeRow = typeof playerNotices.$inferSelect

/**
 * A player's choices: the categories muted (only MUTABLE_CATEGORIES), and the consent to marketing
 * messages (LGPD art. 7 I / 8: an explicit opt-in, stored with its time; withdrawn at any time, off by
 * default). No row: nothing muted, no consent.
 */
export const noticeSettings = pgTable('notice_settings', {
  userId: playerId('cascade').primaryKey(),
  muted: text('muted').array().$type<MutableCategory[]>().notNull().default(sql`'{}'::text[]`),
  marketingConsentAt: instant('marketing_consent_at'),
  /** When the consent was last withdrawn (kept as the record of the choice). */
  marketingWithdrawnAt: instant('marketing_withdrawn_at'),
  updatedAt: updatedAt(),
})

/**
 * Single-use passes for notice/stream (an EventSource cannot send the token header): the SHA-256 of a
 * random ticket, its player and login session, good for a minute and once.
 */
export const noticeTickets = pgTable(
  'notice_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: playerId('cascade'),
    sessionId: integer('session_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('notice_tickets_expires_idx').on(table.expiresAt)],
)
