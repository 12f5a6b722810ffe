import type { MoneyRecord, OrderStatus, OrderType } from '@src/contract/money'
import type { Paged } from '@src/contract/paging'
import type { Lang } from '@src/i18n/languages'
import type { Translate } from '@src/i18n/translator'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { readPage } from '../../db/paging'
import { orders, paymentChannels, payoutAccounts } from '../../db/schema/money'
import { accountLabel, iso } from './views'

export interface RecordQuery {
  type: OrderType
  status: OrderStatus | undefined
  page: number
  limit: number
}

/**
 * The player's top-ups or withdrawals, newest first, optionally of one status, in the caller's language
 * (`lang`, `t`): a payout provider's refusal is told by its reason for the player, not the provider's words.
 */
export const listRecords = async (
  db: Db,
  userId: number,
  { lang, t }: { lang: Lang; t: Translate },
  { type, status, page, limit }: RecordQuery,
): Promise<Paged<MoneyRecord>> => {
  const conditions: SQL[] = [eq(orders.userId, userId), eq(orders.type, type)]
  if (status) conditions.push(eq(orders.status, status))
  const where = and(...conditions)
  return readPage(
    db
      .select({ order: orders, channelName: paymentChannels.name, account: payoutAccounts })
      .from(orders)
      .leftJoin(paymentChannels, eq(paymentChannels.id, orders.channelId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.id, orders.payoutAccountId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select({ value: count() }).from(orders).where(where),
    { page, limit },
    (rows) =>
      rows.map(({ order, channelName, account }) => ({
        id: order.id,
        type: order.type,
        status: order.status,
        amount: order.amount,
        target: channelName ? localize(channelName, lang) : account ? accountLabel(account) : '',
        createdAt: order.createdAt.toISOString(),
        failureReason: order.payoutRefusal ? t(`money.refusal.${order.payoutRefusal}`) : order.failureReason,
        refusal: order.payoutRefusal,
        auditedAt: iso(order.auditedAt),
        expiresAt: iso(order.expiresAt),
        hold: order.hold,
      })),
  )
}
