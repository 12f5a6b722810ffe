import {
  CHANNEL_KINDS,
  type ChannelKind,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderStatus,
  type OrderType,
  PAYOUT_KINDS,
  type PayoutKind,
  PIX_KEY_TYPES,
  type PixKeyType,
  REVIEW_ACTIONS,
  type ReviewAction,
  UPLOAD_TYPES,
  type UploadType,
} from '@src/contract/money'
import { PAYOUT_REFUSALS, type PayoutRefusal } from '@src/contract/payouts'
import { HOLD_REASONS, type HoldReason } from '@src/contract/protection'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { hasFallbackText, isSlug, oneOf } from '../checks'
import { createdAt, identityId, instant, reference } from '../columns'
import type { Localized } from '../localized'
import { money } from '../money'
import { playerId, users } from './users'

/** Top-up channels (index/get_rechlist), configured by the operator. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: identityId(),
    /** Stable name for seeds and configuration: 'pix', 'bank-transfer', 'usdt-trc20'. */
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ChannelKind>().notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** What to do; for manual channels the account or wallet (and network) to pay to. */
    instructions: jsonb('instructions').$type<Localized>().notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Amount buttons in centavos. */
    presets: jsonb('presets').$type<number[]>().notNull(),
    needsScreenshot: boolean('needs_screenshot').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    check('payment_channels_slug_format', isSlug(table.slug)),
    check('payment_channels_kind_known', oneOf(table.kind, CHANNEL_KINDS)),
    check('payment_channels_name_fallback', hasFallbackText(table.name)),
    check('payment_channels_instructions_fallback', hasFallbackText(table.instructions)),
    check('payment_channels_range', sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`),
  ],
)

/** Images players upload (transfer screenshots, payment QR codes); the file lives under UPLOAD_DIR/<id>. */
export const uploads = pgTable(
  'uploads',
  {
    /** Random, also the file's name: never derived from what the player sent. */
    id: text('id').primaryKey(),
    userId: playerId(),
    type: text('type').$type<UploadType>().notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('uploads_type_known', oneOf(table.type, UPLOAD_TYPES)),
    check('uploads_id_format', sql`${table.id} ~ '^[0-9a-f]{32}$'`),
    index('uploads_user_idx').on(table.userId),
  ],
)

/**
 * Receiving accounts for withdrawals. Deleting one only stamps deletedAt, so the records of the
 * withdrawals paid to it keep showing where the money went.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: identityId(),
    userId: playerId(),
    kind: text('kind').$type<PayoutKind>().notNull(),
    /** Bank name, crypto network, or 'PIX'. */
    bankName: text('bank_name').notNull(),
    /** The real name (bank, crypto) or first and last name (PIX card). */
    holder: text('holder').notNull(),
    /** Account number, wallet address, or the PIX key in its canonical form. */
    number: text('number').notNull(),
    branch: text('branch').notNull().default(''),
    phone: text('phone').notNull().default(''),
    reservedPhone: text('reserved_phone').notNull().default(''),
    memo: text('memo').notNull().default(''),
    email: text('email').notNull().default(''),
    cpf: text('cpf').notNull().default(''),
    pixKeyType: text('pix_key_type').$type<PixKeyType>(),
    qrUploadId: text('qr_upload_id').references(() => uploads.id),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    check('payout_accounts_kind_known', oneOf(table.kind, PAYOUT_KINDS)),
    check(
      'payout_accounts_pix_key_type',
      sql`(${table.kind} = 'pix') = (${table.pixKeyType} is not null) and (${table.pixKeyType} is null or ${oneOf(table.pixKeyType, PIX_KEY_TYPES)})`,
    ),
    uniqueIndex('payout_accounts_unique_number')
      .on(table.userId, table.kind, table.number)
      .where(sql`${table.deletedAt} is null`),
    index('payout_accounts_user_idx').on(table.userId),
    // The console's player search by PIX key (or account number), in its canonical form.
    index('payout_accounts_number_idx').on(table.number),
  ],
)

/** Top-ups and withdrawals. An order leaves 'unpaid' once, to 'paid' or 'failed'; that is final. */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    userId: playerId(),
    type: text('type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('unpaid'),
    amount: money('amount').notNull(),
    /** The client's Idempotency-Key: the same key from the same player answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    channelId: integer('channel_id').references(() => paymentChannels.id),
    /** PIX: the BR Code's transaction id and the code itself. */
    txid: text('txid').unique(),
    brCode: text('br_code'),
    expiresAt: instant('expires_at'),
    /** Manual channels: the screenshot; one screenshot backs one order only. */
    voucherUploadId: text('voucher_upload_id')
      .unique()
      .references(() => uploads.id),
    payoutAccountId: integer('payout_account_id').references(() => payoutAccounts.id),
    failureReason: text('failure_reason'),
    /**
     * A withdrawal the payout provider refused: what the player is told (from the provider's refusal code);
     * failureReason keeps the provider's own words for the operator. Null for every other order.
     */
    payoutRefusal: text('payout_refusal').$type<PayoutRefusal>(),
    /** Who decided (null for the payment provider) and when. */
    reviewerId: integer('reviewer_id').references(() => users.id),
    auditedAt: instant('audited_at'),
    createdAt: createdAt(),
    /** PIX top-ups: the payer's CPF as the provider's notification gave it. */
    payerCpf: text('payer_cpf'),
    /**
     * A top-up paid but not credited: why it waits for the operator to refund it. Only a
     * rejection (the refund) decides it.
     */
    hold: text('hold').$type<HoldReason>(),
    /**
     * Maker and checker (docs/console.md): the operator who proposed paying this order by hand, why, the
     * proof they attached (top-ups) and when; a different operator's approval then pays it.
     */
    proposerId: integer('proposer_id').references(() => users.id),
    proposalReason: text('proposal_reason'),
    proposalProofId: text('proposal_proof_id').references(() => uploads.id),
    proposedAt: instant('proposed_at'),
  },
  (table) => [
    check('orders_type_known', oneOf(table.type, ORDER_TYPES)),
    check('orders_hold_known', sql`${table.hold} is null or ${oneOf(table.hold, HOLD_REASONS)}`),
    check('orders_status_known', oneOf(table.status, ORDER_STATUSES)),
    check('orders_amount_positive', sql`${table.amount} > 0`),
    check(
      'orders_target',
      sql`(${table.type} = 'recharge' and ${table.channelId} is not null and ${table.payoutAccountId} is null) or (${table.type} = 'withdraw' and ${table.payoutAccountId} is not null and ${table.channelId} is null)`,
    ),
    check('orders_decided_stamped', sql`(${table.status} = 'unpaid') = (${table.auditedAt} is null)`),
    check(
      'orders_failed_has_reason',
      sql`(${table.status} = 'failed') = (${table.failureReason} is not null)`,
    ),
    check(
      'orders_payout_refusal_known',
      sql`${table.payoutRefusal} is null or (${table.status} = 'failed' and ${oneOf(table.payoutRefusal, PAYOUT_REFUSALS)})`,
    ),
    check('orders_proposal_whole', sql`(${table.proposerId} is null) = (${table.proposedAt} is null)`),
    // Who proposed paying an order is never the one whose approval paid it (a proposer may still refuse it).
    check(
      'orders_checker_not_proposer',
      sql`${table.status} <> 'paid' or ${table.proposerId} is null or ${table.reviewerId} is null or ${table.reviewerId} <> ${table.proposerId}`,
    ),
    uniqueIndex('orders_idempotency_unique').on(table.userId, table.idempotencyKey),
    index('orders_player_idx').on(table.userId, table.type, table.createdAt.desc().nullsFirst()),
    index('orders_queue_idx').on(table.type, table.status, table.createdAt),
  ],
)

export type Order = typeof orders.$inferSelect

/** Every decision on an order, by an operator or by the payment provider (actor null). */
export const orderAuditLog = pgTable(
  'order_audit_log',
  {
    id: identityId(),
    orderId: reference('order_id', () => orders.id),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').$type<ReviewAction>().notNull(),
    reason: text('reason'),
    /** The provider's event id, for settlements by webhook. */
    eventId: text('event_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('order_audit_log_action_known', oneOf(table.action, REVIEW_ACTIONS)),
    index('order_audit_log_order_idx').on(table.orderId),
  ],
)

/** Provider events already handled: a replayed notification finds its id here and changes nothing. */
export const pixWebhookEvents = pgTable('pix_webhook_events', {
  eventId: text('event_id').primaryKey(),
  orderId: reference('order_id', () => orders.id),
  receivedAt: instant('received_at').notNull().defaultNow(),
})

/** Wrong withdrawal passwords, counted per player over the last hour. */
export const payPasswordFailures = pgTable(
  'pay_password_failures',
  {
    id: identityId(),
    userId: playerId(),
    createdAt: createdAt(),
  },
  (table) => [index('pay_password_failures_user_idx').on(table.userId, table.createdAt)],
)
