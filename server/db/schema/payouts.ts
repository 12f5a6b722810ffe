import {
  PAYOUT_STATUSES,
  PAYOUT_WAIT_REASONS,
  type PayoutStatus,
  type PayoutWaitReason,
} from '@src/contract/payouts'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, reference } from '../columns'
import { orders } from './money'
import { users } from './users'

/**
 * A withdrawal's payout through the PIX payout provider, one per order: written when the
 * operator's rules have looked at the request. Its idempotency key is fixed at creation, so every send and
 * every query of this payout uses the same key: a lost answer is queried, never resent under a new key.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: reference('user_id', () => users.id),
    amount: integer('amount').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    waitReason: text('wait_reason').$type<PayoutWaitReason>(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRef: text('provider_ref'),
    /** The operator who cleared a held payout; null when the rules cleared it. */
    approvedBy: integer('approved_by').references(() => users.id),
    /** When the order was requested (the 120-minute mark counts from it). */
    requestedAt: instant('requested_at').notNull(),
    sentAt: instant('sent_at'),
    queriedAt: instant('queried_at'),
    queries: integer('queries').notNull().default(0),
    settledAt: instant('settled_at'),
    /** When the rules looked at the request (the job's clock): a held payout was flagged then. */
    createdAt: createdAt(),
  },
  (table) => [
    check('payouts_status_known', oneOf(table.status, PAYOUT_STATUSES)),
    check(
      'payouts_wait_reason_known',
      sql`${table.waitReason} is null or ${oneOf(table.waitReason, PAYOUT_WAIT_REASONS)}`,
    ),
    check('payouts_amount_positive', sql`${table.amount} > 0`),
    index('payouts_status_idx').on(table.status, table.requestedAt),
    index('payouts_user_idx').on(table.userId, table.requestedAt),
  ],
)

export type Payout = typeof payouts.$inferSelect

/** Payout provider events already handled: a webhook sent twice finds its id here and moves nothing. */
export const payoutWebhookEvents = pgTable('payout_webhook_events', {
  eventId: text('event_id').primaryKey(),
  payoutId: reference('payout_id', () => payouts.id),
  receivedAt: instant('received_at').notNull().defaultNow(),
})
