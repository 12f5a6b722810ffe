import { type Static, Type } from '@sinclair/typebox'
import { literals } from './envelope'

/**
 * PIX payouts: a withdrawal the operator's rules clear is paid through the payout provider
 * without a human; the rest wait in the console's queue with their reason. Ordinance SPA/MF 615/2024 asks
 * for prizes to be paid within 120 minutes of the request.
 */
export const PAYOUT_DEADLINE_MINUTES = 120

/**
 * held: waits for an operator (waitReason says why); approved: cleared, to be sent; sending: the transfer
 * request is out; pending: the provider accepted it; unknown: its answer was lost, the job queries it;
 * paid and failed are final (the order is paid, or refused and refunded).
 */
export const PAYOUT_STATUSES = [
  'held',
  'approved',
  'sending',
  'pending',
  'unknown',
  'paid',
  'failed',
] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

/**
 * Why a withdrawal waits for a human: the first operator rule it did not meet. riskCase stays after a case
 * that held it was confirmed (restricted or reported); a cleared case sends it through the rules again.
 */
export const PAYOUT_WAIT_REASONS = [
  'identity',
  'notOwnCpfKey',
  'amount',
  'playerDaily',
  'houseDaily',
  'riskCase',
  'wagering',
] as const
export type PayoutWaitReason = (typeof PAYOUT_WAIT_REASONS)[number]

/**
 * What the player is told when the payout provider refused their withdrawal (orders.payout_refusal), read from
 * the provider's refusal code (server/services/money/payoutRefusal.ts): the receiving key's account is closed,
 * no account answers to the key, the key is not under the player's CPF, the receiving side did not answer, or
 * anything else. The provider's own words stay with the operator (failureReason in the console, the audit).
 */
export const PAYOUT_REFUSALS = [
  'keyClosed',
  'keyNotFound',
  'ownerMismatch',
  'providerUnavailable',
  'other',
] as const
export type PayoutRefusal = (typeof PAYOUT_REFUSALS)[number]

/** What the payout provider says of a transfer, in its answer, a query or its webhook. */
const PAYOUT_OUTCOMES = ['paid', 'failed', 'pending'] as const
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number]

/** POST /api/payouts/webhook: the provider's signed notice of a transfer's outcome. */
export const PayoutWebhookBody = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  /** The idempotency key Ficha sent the transfer under. */
  idempotencyKey: Type.String({ minLength: 1, maxLength: 100 }),
  status: literals(PAYOUT_OUTCOMES),
  providerRef: Type.Optional(Type.String({ maxLength: 100 })),
  reason: Type.Optional(Type.String({ maxLength: 300 })),
  /** A refusal's code, as the PIX arrangement names it (AC07, BE01...: docs/providers.md, "PIX payouts"). */
  code: Type.Optional(Type.String({ maxLength: 40 })),
})
export type PayoutWebhookBody = Static<typeof PayoutWebhookBody>

export const PayoutWebhookData = Type.Object({
  orderId: Type.Integer(),
  status: literals(PAYOUT_STATUSES),
  /** True when this event, or an earlier answer, had already settled it: nothing moved this time. */
  replayed: Type.Boolean(),
})
export type PayoutWebhookData = Static<typeof PayoutWebhookData>

/** POST /api/admin/payout_queue: the withdrawals not yet paid or refused, against the 120-minute mark. */
export const PayoutQueue = Type.Object({
  pendingCount: Type.Integer(),
  /** Centavos. */
  pendingAmount: Type.Integer(),
  /** The oldest open request's time (ISO), null when none is open. */
  oldestAt: Type.Union([Type.String(), Type.Null()]),
  /** Open requests waiting for a human (held). */
  heldCount: Type.Integer(),
  /** Open requests past the 120-minute mark. */
  overdueCount: Type.Integer(),
  deadlineMinutes: Type.Integer(),
})
export type PayoutQueue = Static<typeof PayoutQueue>

/** What the console shows of a withdrawal's payout (AdminOrder.payoutState). */
export const PayoutState = Type.Object({
  /**
   * Null until the rules have looked at the request (the job runs every PAYOUT_POLL_SECONDS), and always for
   * an account that is not a PIX key (the provider pays PIX only: an operator pays it by hand).
   */
  status: Type.Union([literals(PAYOUT_STATUSES), Type.Null()]),
  waitReason: Type.Union([literals(PAYOUT_WAIT_REASONS), Type.Null()]),
  /** Refused by the provider: what the player was told (failureReason holds the provider's words). */
  refusal: Type.Union([literals(PAYOUT_REFUSALS), Type.Null()]),
  /** createdAt plus 120 minutes (ISO): the console counts the time left to it. */
  deadlineAt: Type.String(),
})
export type PayoutState = Static<typeof PayoutState>
