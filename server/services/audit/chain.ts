import { createHash } from 'node:crypto'
import { asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { auditChainHead, auditLog } from '../../db/schema/audit'

/** The prev_hash of the chain's first row. */
const GENESIS_HASH = '0'.repeat(64)

/** The fields a row's hash covers, as they are stored. */
export interface ChainedFields {
  actorId: number | null
  action: string
  target: string
  before: unknown
  after: unknown
  reason: string | null
  ip: string | null
  at: Date
}

/** A JSON value with every object's keys sorted: jsonb keeps no key order, so the hash must not depend on it. */
const canonical = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
}

/**
 * What a jsonb column gives back for this value: dates become their ISO text, undefined members vanish,
 * undefined itself is null. recordAudit stores this form, so that the hash it writes is the one re-computed
 * from the stored row.
 */
const asStored = (value: unknown): unknown =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown)

/**
 * SHA-256 (hex) over the canonical serialization of a row: a JSON array of its fields in a fixed order
 * (actor, action, target, before, after, reason, ip, time as ISO 8601 to the millisecond) followed by the
 * previous row's hash.
 */
const rowHash = (fields: ChainedFields, prevHash: string): string =>
  createHash('sha256')
    .update(
      canonical([
        fields.actorId,
        fields.action,
        fields.target,
        fields.before ?? null,
        fields.after ?? null,
        fields.reason,
        fields.ip,
        fields.at.toISOString(),
        prevHash,
      ]),
    )
    .digest('hex')

/**
 * Appends one row to the chain. The chain head's row is locked FOR UPDATE first, in the caller's
 * transaction, so concurrent writers queue there until the one before commits (or rolls back): each reads
 * the committed head, and the identity id it then draws is higher than every row already chained. The lock
 * is held to the caller's commit, which is what keeps the chain straight; operator actions are few.
 */
export const appendChained = async (
  tx: Db,
  entry: Omit<ChainedFields, 'at'>,
): Promise<{ id: number; hash: string }> => {
  const [head] = await tx.select().from(auditChainHead).where(eq(auditChainHead.id, 1)).for('update')
  if (!head) throw new Error('audit_chain_head is missing its row (migration 0023)')
  // Millisecond precision: what a JavaScript date holds and PostgreSQL gives back unchanged.
  const fields: ChainedFields = {
    ...entry,
    before: asStored(entry.before),
    after: asStored(entry.after),
    at: new Date(),
  }
  const hash = rowHash(fields, head.lastHash)
  const [row] = await tx
    .insert(auditLog)
    .values({ ...fields, prevHash: head.lastHash, hash })
    .returning({ id: auditLog.id })
  if (!row) throw new Error('audit_log insert answered nothing')
  await tx
    .update(auditChainHead)
    .set({ lastId: row.id, lastHash: hash, count: sql`${auditChainHead.count} + 1` })
    .where(eq(auditChainHead.id, 1))
  return { id: row.id, hash }
}

export type ChainReport =
  | { ok: true; count: number; lastHash: string }
  | { ok: false; count: number; brokenId: number; problem: 'hash' | 'link' | 'head' }

/**
 * Re-computes the chain in id order, a page at a time: the first row whose stored hash is not the hash of
 * its fields, or whose prev_hash is not the row before's hash, is named. A log that ends before the head's
 * last row or count (rows cut from the end) names the head's last id.
 */
export const verifyChain = async (db: Db, pageSize = 1000): Promise<ChainReport> => {
  let prevHash = GENESIS_HASH
  let lastId = 0
  let count = 0
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, lastId))
      .orderBy(asc(auditLog.id))
      .limit(pageSize)
    for (const row of rows) {
      count += 1
      if (row.prevHash !== prevHash) return { ok: false, count, brokenId: row.id, problem: 'link' }
      if (rowHash(row, row.prevHash) !== row.hash)
        return { ok: false, count, brokenId: row.id, problem: 'hash' }
      prevHash = row.hash
      lastId = row.id
    }
    if (rows.length < pageSize) break
  }
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1))
  if (!head || head.lastHash !== prevHash || head.lastId !== lastId || head.count !== count)
    return { ok: false, count, brokenId: head?.lastId ?? lastId, problem: 'head' }
  return { ok: true, count, lastHash: prevHash }
}
