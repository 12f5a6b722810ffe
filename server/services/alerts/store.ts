import type {
  AlertKind,
  ComplaintOverdue,
  LedgerDifference,
  OpenAlerts,
  PayoutDeadline,
} from '@src/contract/alerts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { consoleAlerts } from '../../db/schema/console'

/** What each kind of alert carries. */
export interface AlertDetails {
  ledgerDifference: LedgerDifference
  payoutDeadline: PayoutDeadline
  complaintOverdue: ComplaintOverdue
}

/**
 * Keeps the alert of `kind` as `details` says: opened (or its details replaced) while there is something to
 * say, closed when `details` is null. One statement each, so two runs at once keep one open alert.
 */
export const keepAlert = async <K extends AlertKind>(db: Db, kind: K, details: AlertDetails[K] | null) => {
  if (details === null) {
    await db
      .update(consoleAlerts)
      .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(consoleAlerts.kind, kind), isNull(consoleAlerts.closedAt)))
    return
  }
  await db
    .insert(consoleAlerts)
    .values({ kind, details })
    .onConflictDoUpdate({
      target: consoleAlerts.kind,
      targetWhere: isNull(consoleAlerts.closedAt),
      set: { details, updatedAt: sql`now()` },
    })
}

/** admin/alerts: the open alerts, the oldest first. */
export const openAlerts = async (db: Db): Promise<OpenAlerts> => {
  const rows = await db
    .select({ kind: consoleAlerts.kind, openedAt: consoleAlerts.openedAt, details: consoleAlerts.details })
    .from(consoleAlerts)
    .where(isNull(consoleAlerts.closedAt))
    .orderBy(asc(consoleAlerts.openedAt), asc(consoleAlerts.id))
  return rows.map((row) => ({ ...row, openedAt: row.openedAt.toISOString() }) as OpenAlerts[number])
}
