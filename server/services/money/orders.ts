import { Code } from '@src/contract/codes'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Order, orders } from '../../db/schema/money'
import { ApiError } from '../../envelope'

/** A positive whole number of centavos: anything else is 'Enter the correct amount'. */
export const assertAmount = (amount: number | undefined): number => {
  if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0)
    throw new ApiError(Code.AmountInvalid)
  return amount
}

/** What must match for a retried key to be the same request. */
export type OrderRequest = Pick<Order, 'type' | 'amount' | 'channelId' | 'payoutAccountId'>

/**
 * The order this player already created with this Idempotency-Key, when the request is the same one; a
 * key reused for a different request is refused. Null when the key is new.
 */
export const replayedOrder = async (
  db: Db,
  userId: number,
  key: string,
  request: OrderRequest,
): Promise<Order | null> => {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  if (!order) return null
  const same =
    order.type === request.type &&
    order.amount === request.amount &&
    (request.type === 'recharge'
      ? order.channelId === request.channelId
      : order.payoutAccountId === request.payoutAccountId)
  if (!same) throw new ApiError(Code.IdempotencyKeyReused)
  return order
}

/** The player's order by id (someone else's is as missing as one that does not exist). */
export const findOwnOrder = async (db: Db, userId: number, id: number): Promise<Order> => {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  if (!order) throw new ApiError(Code.OrderNotFound)
  return order
}
