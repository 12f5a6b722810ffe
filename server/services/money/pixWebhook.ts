import { eq } from 'drizzle-orm'
import { Code } from '../../../src/contract/codes'
import type { PixWebhookBody, PixWebhookData } from '../../../src/contract/money'
import type { Db } from '../../db'
import { orders, pixWebhookEvents } from '../../db/schema/money'
import { ApiError } from '../../envelope'
import { approveOrder, lockOrder } from './decisions'

/**
 * Settles a PIX top-up the provider reports paid. The order row is locked first, so notifications for the
 * same order take turns; an event id seen before, or an order already paid, changes nothing. An amount that
 * differs from the order's is refused and nothing is recorded, so a corrected notification can follow.
 */
export const settlePixPayment = async (db: Db, event: PixWebhookBody): Promise<PixWebhookData> =>
  db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.txid, event.txid))
    if (!found) throw new ApiError(Code.OrderNotFound)
    const order = await lockOrder(tx, found.id)
    const [fresh] = await tx
      .insert(pixWebhookEvents)
      .values({ eventId: event.eventId, orderId: order.id })
      .onConflictDoNothing()
      .returning()
    if (!fresh || order.status === 'paid') return { orderId: order.id, status: order.status, replayed: true }
    if (event.amount !== order.amount) throw new ApiError(Code.WebhookAmountMismatch)
    const paid = await approveOrder(tx, order, { eventId: event.eventId })
    return { orderId: paid.id, status: paid.status, replayed: false }
  })
