import type { PendingCounts } from '@src/contract/console'
import { PENDING_QUEUES, type PendingQueue } from '@src/contract/console-values'
import { grantsPermission } from '@src/permissions/rules'
import { and, count, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db'
import { balanceCorrections } from '../../db/schema/corrections'
import { orders } from '../../db/schema/money'
import { payouts } from '../../db/schema/payouts'
import { riskCases } from '../../db/schema/risk'
import { users } from '../../db/schema/users'

const countOf = async (rows: Promise<{ value: number }[]>): Promise<number> => (await rows)[0]?.value ?? 0

/** How many items each queue holds now (docs/console.md, "The overview"). */
const COUNTS: Record<PendingQueue, (db: Db) => Promise<number>> = {
  // Unpaid withdrawals the payout rules held for a person, or that no payout provider pays (paid by hand).
  payouts: (db) =>
    countOf(
      db
        .select({ value: count() })
        .from(orders)
        .leftJoin(payouts, eq(payouts.orderId, orders.id))
        .where(
          and(
            eq(orders.type, 'withdraw'),
            eq(orders.status, 'unpaid'),
            or(isNull(payouts.id), eq(payouts.status, 'held')),
          ),
        ),
    ),
  corrections: (db) =>
    countOf(
      db.select({ value: count() }).from(balanceCorrections).where(eq(balanceCorrections.status, 'pending')),
    ),
  riskCases: (db) =>
    countOf(db.select({ value: count() }).from(riskCases).where(eq(riskCases.status, 'open'))),
  identityChecks: (db) =>
    countOf(db.select({ value: count() }).from(users).where(eq(users.identityState, 'pending'))),
}

/**
 * admin/pending_counts: how many items wait in each queue whose page the operator may open (`permissions`,
 * their effective ones), in PENDING_QUEUES' order; the other queues are not counted at all.
 */
export const pendingCounts = async (db: Db, permissions: readonly string[]): Promise<PendingCounts> => {
  const list: PendingCounts['list'] = []
  for (const queue of Object.keys(PENDING_QUEUES) as PendingQueue[])
    if (grantsPermission(permissions, PENDING_QUEUES[queue]))
      list.push({ queue, count: await COUNTS[queue](db) })
  return { list }
}
