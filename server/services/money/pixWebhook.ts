import { Code } from '@src/contract/codes'
import type { PixWebhookBody, PixWebhookData } from '@src/contract/money'
import { normalizeCpf } from '@src/validation/cpf'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { orders, pixWebhookEvents } from '../../db/schema/money'
import { ApiError } from '../../envelope'
import { lockPlayer } from '../accounts'
import { logProtection } from '../audit'
import { depositHoldReason } from '../protection'
import { approveOrder, lockOrder } from './decisions'

/**
 * Settles a PIX top-up the provider reports paid. The order row is locked first, so notifications for the
 * same order take turns; an event id seen before, or an order already paid or held, changes nothing. An
 * amount that differs from the order's is refused and nothing is recorded, so a corrected notification can
 * follow. Player protection decides under the player's lock (services/protection/guard): a payment that
 * must not be credited (exclusion, deposit limit; brazil: identity, payer not the player) is held for the
 * operator to refund, recorded in the protection log, and stays unpaid.
 */
export const settlePixPayment = async (
  db: Db,
  event: PixWebhookBody,
  now = new Date(),
): Promise<PixWebhookData> =>
  db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.txid, event.txid))
    if (!found) throw new ApiError(Code.OrderNotFound)
    const order = await lockOrder(tx, found.id)
    const [fresh] = await tx
      .insert(pixWebhookEvents)
      .values({ eventId: event.eventId, orderId: order.id })
      .onConflictDoNothing()
      .returning()
    if (!fresh || order.status === 'paid' || order.hold)
      return { orderId: order.id, status: order.status, replayed: true }
    if (event.amount !== order.amount) throw new ApiError(Code.WebhookAmountMismatch)
    const payerCpf = event.payerCpf === undefined ? null : normalizeCpf(event.payerCpf)
    await lockPlayer(tx, order.userId)
    const hold = await depositHoldReason(tx, order, payerCpf, now)
    if (hold) {
      await tx.update(orders).set({ hold, payerCpf }).where(eq(orders.id, order.id))
      await logProtection(tx, order.userId, 'depositHeld', { orderId: order.id, amount: order.amount, hold })
      return { orderId: order.id, status: order.status, replayed: false }
    }
    if (payerCpf) await tx.update(orders).set({ payerCpf }).where(eq(orders.id, order.id))
    const paid = await approveOrder(tx, order, { eventId: event.eventId })
    return { orderId: paid.id, status: paid.status, replayed: false }
  })
