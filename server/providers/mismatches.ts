import type { MismatchPage } from '@src/contract/reconcile'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db'
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
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(providerMismatches)
      .where(where)
      .orderBy(desc(providerMismatches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(providerMismatches).where(where),
  ])
  return {
    list: rows.map((row) => ({
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
    total: counted?.total ?? 0,
    page,
    limit,
  }
}
