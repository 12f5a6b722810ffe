import { Code } from '@src/contract/codes'
import type { AdminOrder, OrderStatus, OrderType, ReviewBody } from '@src/contract/money'
import type { Paged } from '@src/contract/paging'
import { PAYOUT_DEADLINE_MINUTES } from '@src/contract/payouts'
import type { Lang } from '@src/i18n/languages'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { readPage } from '../../db/paging'
import { type Order, orders, paymentChannels, payoutAccounts } from '../../db/schema/money'
import { payouts } from '../../db/schema/payouts'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { lockPlayer, refuseOwnAccount } from '../accounts'
import { recordAudit } from '../audit'
import { depositHoldReason } from '../protection'
import { approveOrder, assertChecker, lockOrder, proposeOrder, rejectOrder } from './decisions'
import { decideHeldPayout } from './payouts'
import { findOwnUpload, uploadUrl } from './uploads'
import { iso } from './views'

const player = alias(users, 'player')
const reviewer = alias(users, 'reviewer')
const proposer = alias(users, 'proposer')

/** Orders with everything the console shows: player, channel, screenshot, where to pay, reviewer. */
const selectOrders = (db: Db, where: SQL | undefined) =>
  db
    .select({
      order: orders,
      playerPhone: player.phone,
      channel: paymentChannels,
      account: payoutAccounts,
      reviewerPhone: reviewer.phone,
      proposerPhone: proposer.phone,
      payoutRow: payouts,
    })
    .from(orders)
    .innerJoin(player, eq(player.id, orders.userId))
    .leftJoin(paymentChannels, eq(paymentChannels.id, orders.channelId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.id, orders.payoutAccountId))
    .leftJoin(reviewer, eq(reviewer.id, orders.reviewerId))
    .leftJoin(proposer, eq(proposer.id, orders.proposerId))
    .leftJoin(payouts, eq(payouts.orderId, orders.id))
    .where(where)

type Row = Awaited<ReturnType<typeof selectOrders>>[number]

const adminView = (
  { order, playerPhone, channel, account, reviewerPhone, proposerPhone, payoutRow }: Row,
  lang: Lang,
): AdminOrder => ({
  id: order.id,
  type: order.type,
  status: order.status,
  amount: order.amount,
  player: { id: order.userId, phone: playerPhone },
  channel: channel ? { id: channel.id, kind: channel.kind, name: localize(channel.name, lang) } : null,
  txid: order.txid,
  voucherUrl: order.voucherUploadId ? uploadUrl(order.voucherUploadId) : null,
  payout: account
    ? {
        kind: account.kind,
        bankName: account.bankName,
        holder: account.holder,
        number: account.number,
        branch: account.branch,
        phone: account.phone,
        reservedPhone: account.reservedPhone,
        memo: account.memo,
        email: account.email,
        cpf: account.cpf,
        pixKeyType: account.pixKeyType,
        qrCodeUrl: account.qrUploadId ? uploadUrl(account.qrUploadId) : null,
      }
    : null,
  createdAt: order.createdAt.toISOString(),
  expiresAt: iso(order.expiresAt),
  failureReason: order.failureReason,
  auditedAt: iso(order.auditedAt),
  reviewer:
    order.reviewerId !== null && reviewerPhone ? { id: order.reviewerId, phone: reviewerPhone } : null,
  hold: order.hold,
  payoutState:
    order.type === 'withdraw'
      ? {
          status: payoutRow?.status ?? null,
          waitReason: payoutRow?.waitReason ?? null,
          refusal: order.payoutRefusal,
          deadlineAt: new Date(order.createdAt.getTime() + PAYOUT_DEADLINE_MINUTES * 60_000).toISOString(),
        }
      : null,
  proposal:
    order.proposerId !== null && order.proposedAt && proposerPhone
      ? {
          operator: { id: order.proposerId, phone: proposerPhone },
          reason: order.proposalReason,
          proofUrl: order.proposalProofId ? uploadUrl(order.proposalProofId) : null,
          at: order.proposedAt.toISOString(),
        }
      : null,
})

export interface QueueQuery {
  type: OrderType
  status: OrderStatus
  page: number
  limit: number
}

/** A review queue: unpaid orders oldest first (the order to work in), decided ones newest first. */
export const listOrders = async (
  db: Db,
  lang: Lang,
  { type, status, page, limit }: QueueQuery,
): Promise<Paged<AdminOrder>> => {
  const where = and(eq(orders.type, type), eq(orders.status, status))
  const order =
    status === 'unpaid' ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.auditedAt), desc(orders.id)]
  return readPage(
    selectOrders(db, where).orderBy(...order),
    db.select({ value: count() }).from(orders).where(where),
    { page, limit },
    (rows) => rows.map((row) => adminView(row, lang)),
  )
}

const adminOrder = async (db: Db, lang: Lang, order: Order): Promise<AdminOrder> => {
  const [row] = await selectOrders(db, eq(orders.id, order.id))
  if (!row) throw new ApiError(Code.OrderNotFound)
  return adminView(row, lang)
}

/** What a review needs of the settings: the largest withdrawal one operator may clear alone (PAYOUT_AUTO_MAX). */
export interface ReviewRules {
  autoMax: number
}

/**
 * An operator's decision on the locked order (so of two operators deciding at once the second finds it
 * decided and gets OrderAlreadyReviewed with nothing moved), audited in the same transaction. Nobody decides
 * an order of their own or of a player account linked to them (OwnAccountDecision). Paying a top-up by hand,
 * or clearing a held withdrawal above PAYOUT_AUTO_MAX, takes two operators: the first approval is a proposal
 * (a top-up's with a reason and the proof), a different operator's approval pays (OwnProposal otherwise).
 */
export const reviewOrder = async (
  db: Db,
  lang: Lang,
  rules: ReviewRules,
  reviewerId: number,
  { id, action, reason, proofId }: ReviewBody,
): Promise<AdminOrder> => {
  const why = reason?.trim() ?? ''
  if (action === 'reject' && !why) throw new ApiError(Code.RejectReasonRequired)
  const decided = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id)
    await refuseOwnAccount(tx, reviewerId, order.userId)
    const result = await decideOrder(tx, order, rules, reviewerId, action, why, proofId ?? null)
    const proposed = result.status === 'unpaid' && result.proposerId === reviewerId
    await recordAudit(tx, {
      actorId: reviewerId,
      action: proposed ? 'order.propose' : `order.${action}`,
      target: `order:${order.id}`,
      before: { status: order.status, type: order.type, amount: order.amount, userId: order.userId },
      after: { status: result.status, failureReason: result.failureReason, proofId: result.proposalProofId },
      reason: why || null,
    })
    return result
  })
  return adminOrder(db, lang, decided)
}

/**
 * A manual top-up's first approval: the proposal, with a reason and the proof, an image the proposer
 * uploaded (ProofRequired otherwise).
 */
const proposeTopUp = async (
  tx: Db,
  order: Order,
  proposerId: number,
  why: string,
  proofId: string | null,
): Promise<Order> => {
  const proof = proofId ? await findOwnUpload(tx, proposerId, proofId) : null
  if (!why || !proof) throw new ApiError(Code.ProofRequired)
  return proposeOrder(tx, order, proposerId, why, proof.id)
}

/** The decision itself, on the locked order, in the review's transaction. */
const decideOrder = async (
  tx: Db,
  order: Order,
  rules: ReviewRules,
  reviewerId: number,
  action: ReviewBody['action'],
  why: string,
  proofId: string | null,
): Promise<Order> => {
  if (order.type === 'withdraw') {
    // A withdrawal the payout rules looked at: a held one is cleared for the provider or refused.
    const decided = await decideHeldPayout(tx, order, rules.autoMax, reviewerId, action, why)
    if (decided) return decided
  }
  if (action === 'reject') return rejectOrder(tx, order, { reviewerId }, why)
  if (order.type === 'recharge' && order.status === 'unpaid' && !order.hold) {
    // No provider confirmed this money: one operator proposes, another approves.
    assertChecker(order, reviewerId)
    if (order.proposerId === null) return proposeTopUp(tx, order, reviewerId, why, proofId)
    // Crediting a manual top-up: player protection decides as for the provider's (services/protection).
    await lockPlayer(tx, order.userId)
    const hold = await depositHoldReason(tx, order, order.payerCpf, new Date())
    if (hold) throw new ApiError(Code.RefundOnly, {}, { hold })
  }
  return approveOrder(tx, order, { reviewerId })
}
