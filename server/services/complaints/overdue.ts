import type { ComplaintOverdue } from '@src/contract/alerts'
import { and, asc, count, inArray, lt, min } from 'drizzle-orm'
import type { Db } from '../../db'
import { complaints } from '../../db/schema/complaints'
import { protocolOf } from './views'

/** The alert names this many complaints; the rest are counted. */
const NAMED = 100

/**
 * The complaints past their 10-day mark without a final answer, the oldest mark first; null when none is.
 * The console's alert and the metrics read it (services/alerts).
 */
export const overdueComplaints = async (db: Db, now = new Date()): Promise<ComplaintOverdue | null> => {
  const where = and(inArray(complaints.status, ['open', 'answered']), lt(complaints.dueAt, now))
  const [totals] = await db
    .select({ count: count(), oldest: min(complaints.dueAt) })
    .from(complaints)
    .where(where)
  if (!totals || totals.count === 0 || !totals.oldest) return null
  const rows = await db
    .select()
    .from(complaints)
    .where(where)
    .orderBy(asc(complaints.dueAt), asc(complaints.id))
    .limit(NAMED)
  return {
    complaints: rows.map((row) => ({
      id: row.id,
      protocol: protocolOf(row),
      userId: row.userId,
      dueAt: row.dueAt.toISOString(),
      hoursLate: Math.floor((now.getTime() - row.dueAt.getTime()) / 3_600_000),
    })),
    count: totals.count,
    oldestSeconds: Math.floor((now.getTime() - new Date(totals.oldest).getTime()) / 1000),
  }
}
