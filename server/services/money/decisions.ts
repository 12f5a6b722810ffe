import { Code } from '@src/contract/codes'
import type { PayoutRefusal } from '@src/contract/payouts'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Order, orderAuditLog, orders } from '../../db/schema/money'
import { ApiError } from '../../envelope'
import { transfer } from '../ledger'
import { notifyPlayer } from '../notifications'
import { notePartnerMoney } from '../partners'
import { noteDepositLimits } from '../protection'
import { rewardRecharge } from '../rewards'

/** Who decided: an operator, or the payment provider (by its event id). */
export type Decider = { reviewerId: number } | { eventId: string }

/** The order, locked until the transaction ends: two deciders at once take turns, the second sees the first. */
export const lockOrder = async (tx: Db, id: number): Promise<Order> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  if (!order) throw new ApiError(Code.OrderNotFound)
  return order
}

const stamp = (decider: Decider) => ({
  reviewerId: 'reviewerId' in decider ? decider.reviewerId : null,
  auditedAt: sql`now()`,
})

const audit = (tx: Db, order: Order, decider: Decider, action: 'approve' | 'reject', reason?: string) =>
  tx.insert(orderAuditLog).values({
    orderId: order.id,
    actorId: 'reviewerId' in decider ? decider.reviewerId : null,
    eventId: 'eventId' in decider ? decider.eventId : null,
    action,
    reason,
  })

const assertUnpaid = (order: Order): void => {
  if (order.status !== 'unpaid') throw new ApiError(Code.OrderAlreadyReviewed)
}

/**
 * Records the first operator's proposal to pay the locked order by hand (maker and checker, docs/console.md):
 * nothing moves; a different operator's approval pays it.
 */
export const proposeOrder = async (
  tx: Db,
  order: Order,
  proposerId: number,
  reason: string | null,
  proofId: string | null,
): Promise<Order> => {
  const [proposed] = await tx
    .update(orders)
    .set({ proposerId, proposalReason: reason, proposalProofId: proofId, proposedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning()
  if (!proposed) throw new Error(`Order ${order.id} vanished`)
  return proposed
}

/** The checker of a proposed order is never its proposer (OwnProposal). */
export const assertChecker = (order: Order, reviewerId: number): void => {
  if (order.proposerId === reviewerId) throw new ApiError(Code.OwnProposal)
}

/**
 * Pays an unpaid order inside the caller's transaction, on the locked row: a top-up credits the wallet from
 * the deposits account (then the rewards hook runs), a withdrawal leaves the pending account for payouts
 * and the player gets a notice (index/get_my_msg).
 */
export const approveOrder = async (tx: Db, order: Order, decider: Decider): Promise<Order> => {
  assertUnpaid(order)
  // A top-up held by player protection is refunded to its payer, never credited.
  if (order.hold) throw new ApiError(Code.RefundOnly, {}, { hold: order.hold })
  const reference = `order:${order.id}`
  if (order.type === 'recharge') {
    await transfer(tx, {
      key: `recharge:${order.id}`,
      reason: 'deposit',
      reference,
      from: { system: 'deposits' },
      to: { userId: order.userId, kind: 'wallet' },
      amount: order.amount,
    })
  } else {
    await transfer(tx, {
      key: `withdraw-paid:${order.id}`,
      reason: 'withdrawal_paid',
      reference,
      from: { userId: order.userId, kind: 'withdrawal_pending' },
      to: { system: 'payouts' },
      amount: order.amount,
    })
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', ...stamp(decider) })
    .where(eq(orders.id, order.id))
    .returning()
  if (!paid) throw new Error(`Order ${order.id} vanished`)
  await audit(tx, order, decider, 'approve')
  if (paid.type === 'recharge') {
    await notifyPlayer(tx, paid.userId, 'depositPaid', { amount: paid.amount, orderId: paid.id })
    await noteDepositLimits(tx, paid.userId)
    await rewardRecharge(tx, paid)
    // The deposits missions (standard profile only: the function counts none in brazil), docs/missions.md.
    await tx.execute(sql`select ficha_mission_deposit(${paid.userId}, ${paid.amount}, now())`)
  } else await notifyPlayer(tx, paid.userId, 'withdrawalPaid', { amount: paid.amount, orderId: paid.id })
  // The partner's deposit or withdrawal postback, committed with the money (services/partners/outbox).
  await notePartnerMoney(tx, paid)
  return paid
}

/**
 * Refuses an unpaid order with its reason; a withdrawal's amount goes back to the wallet, with a notice. A
 * withdrawal the payout provider refused carries `refusal`, what the player is told in place of the
 * provider's words (kept as the reason, for the operator).
 */
export const rejectOrder = async (
  tx: Db,
  order: Order,
  decider: Decider,
  reason: string,
  refusal: PayoutRefusal | null = null,
): Promise<Order> => {
  assertUnpaid(order)
  if (order.type === 'withdraw') {
    await transfer(tx, {
      key: `withdraw-refund:${order.id}`,
      reason: 'withdrawal_refund',
      reference: `order:${order.id}`,
      from: { userId: order.userId, kind: 'withdrawal_pending' },
      to: { userId: order.userId, kind: 'wallet' },
      amount: order.amount,
    })
  }
  const [failed] = await tx
    .update(orders)
    .set({ status: 'failed', failureReason: reason, payoutRefusal: refusal, ...stamp(decider) })
    .where(eq(orders.id, order.id))
    .returning()
  if (!failed) throw new Error(`Order ${order.id} vanished`)
  await audit(tx, order, decider, 'reject', reason)
  if (failed.type === 'withdraw')
    await notifyPlayer(tx, failed.userId, 'withdrawalRefused', {
      amount: failed.amount,
      orderId: failed.id,
      ...(refusal ? { refusal } : { reason }),
    })
  return failed
}
