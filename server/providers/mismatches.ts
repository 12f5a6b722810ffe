import type { MismatchPage } from '@src/contract/reconcile'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { readPage } from '../db/paging'
import { providerMismatches } from '../db/schema/providers'

/** The reconciliations' open mismatches, newest first (admin/provider_mismatches). */
export const openMismatches = async (
  db: Db,
  { provider, page, limit }: { provider?: string; page: number; limit: number },
): Promise<MismatchPage> => {
  const where = and(
    isNull(providerMismatches.resolvedAt),
    provider === undefined ? sql`true` : eq(providerMismatches.provider, provider),
  )
  return readPage(
    db.select().from(providerMismatches).where(where).orderBy(desc(providerMismatches.id)),
    db.select({ value: count() }).from(providerMismatches).where(where),
    { page, limit },
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        provider: row.provider,
        kind: row.kind,
        reference: row.reference,
        day: row.day,
        round: row.round,
        userId: row.userId,
        transactionKind: row.transactionKind,
        providerAmount: row.providerAmount,
        fichaAmount: row.fichaAmount,
        foundAt: row.foundAt.toISOString(),
      })),
  )
}
