import type { PartnerEvent } from '@src/contract/partners-values'
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Order } from '../../db/schema/money'
import { orders } from '../../db/schema/money'
import { partnerAttributions, partnerEvents } from '../../db/schema/partners'

/** One business event of a player, for their partner's postbacks. */
export interface PartnerEventInput {
  userId: number
  event: PartnerEvent
  /**
   * What made it, unique across all events: a second call with the same key writes nothing (the business
   * event's transaction run again). E.g. 'qualification:<user>' for the CPA qualification.
   */
  key: string
  /** Centavos ({amount} in reais): the deposit's, the withdrawal's, or the qualification's figure. */
  amount?: number
}

/**
 * Writes a postback event to the outbox, in the caller's transaction (the business event's own): the
 * postback job sends it after the commit, so a rolled-back deposit sends nothing and a committed one is
 * never lost. A player no partner brought writes nothing (answers null); else answers the event id.
 *
 * The player's attribution row is locked first, so two transactions writing events of one player take
 * turns: the second's id is above the first's and its commit after, and the job's id order per player is
 * the order the events happened in.
 *
 * partners-plans emits the CPA qualification with
 * `enqueuePartnerEvent(tx, { userId, event: 'qualification', key: \`qualification:${userId}\`, amount })`.
 */
export const enqueuePartnerEvent = async (tx: Db, input: PartnerEventInput): Promise<string | null> => {
  const [attribution] = await tx
    .select({ partnerId: partnerAttributions.partnerId })
    .from(partnerAttributions)
    .where(eq(partnerAttributions.userId, input.userId))
    .for('update')
  if (!attribution) return null
  const [written] = await tx
    .insert(partnerEvents)
    .values({
      dedupeKey: input.key,
      partnerId: attribution.partnerId,
      userId: input.userId,
      event: input.event,
      amount: input.amount ?? null,
    })
    .onConflictDoNothing({ target: partnerEvents.dedupeKey })
    .returning({ eventId: partnerEvents.eventId })
  return written?.eventId ?? null
}

/**
 * The postback events of an order the ledger just paid (services/money/decisions approveOrder, in its
 * transaction): a top-up is a deposit, and the player's first paid one a first deposit too (first); a
 * withdrawal paid is a withdrawal.
 */
export const notePartnerMoney = async (tx: Db, order: Order): Promise<void> => {
  if (order.type === 'withdraw') {
    await enqueuePartnerEvent(tx, {
      userId: order.userId,
      event: 'withdrawal',
      key: `withdrawal:${order.id}`,
      amount: order.amount,
    })
    return
  }
  const [paid] = await tx
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), eq(orders.type, 'recharge'), eq(orders.status, 'paid')))
  if ((paid?.value ?? 0) <= 1)
    await enqueuePartnerEvent(tx, {
      userId: order.userId,
      event: 'first_deposit',
      key: `first_deposit:${order.userId}`,
      amount: order.amount,
    })
  await enqueuePartnerEvent(tx, {
    userId: order.userId,
    event: 'deposit',
    key: `deposit:${order.id}`,
    amount: order.amount,
  })
}
