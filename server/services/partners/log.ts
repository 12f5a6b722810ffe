import type { PostbackDeliveryPage } from '@src/contract/partners'
import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { readPage } from '../../db/paging'
import { partnerDeliveries, partnerEvents } from '../../db/schema/partners'

/**
 * The postback delivery log, newest first: every try of every event, or one partner's (partner/deliveries
 * shows a partner their own; admin/partner_deliveries shows the operator all, or one partner's).
 */
export const deliveryLog = (
  db: Db,
  partnerId: number | undefined,
  page: number,
  limit: number,
): Promise<PostbackDeliveryPage> => {
  const where = partnerId === undefined ? undefined : eq(partnerDeliveries.partnerId, partnerId)
  return readPage(
    db
      .select({ delivery: partnerDeliveries, eventId: partnerEvents.eventId, event: partnerEvents.event })
      .from(partnerDeliveries)
      .innerJoin(partnerEvents, eq(partnerEvents.id, partnerDeliveries.eventId))
      .where(where)
      .orderBy(desc(partnerDeliveries.id)),
    db.select({ value: count() }).from(partnerDeliveries).where(where),
    { page, limit },
    (rows) =>
      rows.map(({ delivery, eventId, event }) => ({
        id: delivery.id,
        partnerId: delivery.partnerId,
        eventId,
        event,
        attempt: delivery.attempt,
        url: delivery.url,
        status: delivery.status,
        error: delivery.error,
        durationMs: delivery.durationMs,
        at: delivery.createdAt.toISOString(),
      })),
  )
}
