import { createHash, createHmac } from 'node:crypto'
import { asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db'
import { auditChainHead, auditLog } from '../../db/schema/audit'
import { auditSettings } from './settings'

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
 * The hash (hex) of a row: HMAC-SHA256 under the chain key, or plain SHA-256 for the rows written before the
 * chain was keyed (key null), over the canonical serialization of a JSON array of its fields in a fixed
 * order (actor, action, target, before, after, reason, ip, time as ISO 8601 to the millisecond) followed by
 * the previous row's hash.
 */
const rowHash = (fields: ChainedFields, prevHash: string, key: string | null): string =>
  (key ? createHmac('sha256', key) : createHash('sha256'))
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
 * Appends one keyed row to the chain. The chain head's row is locked FOR UPDATE first, in the caller's
 * transaction, so concurrent writers queue there until the one before commits (or rolls back): each reads
 * the committed head, and the identity id it then draws is higher than every row already chained. The
 * insert's trigger moves the head onto the new row (and refuses a row that does not chain onto it). The
 * lock is held to the caller's commit, which is what keeps the chain straight; operator actions are few.
 */
export const appendChained = async (
  tx: Db,
  entry: Omit<ChainedFields, 'at'>,
): Promise<{ id: number; hash: string }> => {
  const { chainKey: key } = auditSettings()
  const [head] = await tx.select().from(auditChainHead).where(eq(auditChainHead.id, 1)).for('update')
  if (!head) throw new Error('audit_chain_head is missing its row (migration 0023)')
  // Millisecond precision: what a JavaScript date holds and PostgreSQL gives back unchanged.
  const fields: ChainedFields = {
    ...entry,
    before: asStored(entry.before),
    after: asStored(entry.after),
    at: new Date(),
  }
  const hash = rowHash(fields, head.lastHash, key)
  const [row] = await tx
    .insert(auditLog)
    .values({ ...fields, prevHash: head.lastHash, hash, keyed: true })
    .returning({ id: auditLog.id })
  if (!row) throw new Error('audit_log insert answered nothing')
  return { id: row.id, hash }
}

/**
 * Keys a chain that ends in rows written before the key existed: a keyed row (`audit.keyed`, the number of
 * unkeyed rows before it) is appended, so from then on the newest row is always keyed, and a log rewritten
 * without the key (every row plain SHA-256 again) is told apart. Nothing to do on an empty or keyed chain.
 */
export const sealUnkeyedChain = (db: Db): Promise<void> =>
  db.transaction(async (tx) => {
    const [head] = await tx.select().from(auditChainHead).where(eq(auditChainHead.id, 1)).for('update')
    if (!head || head.count === 0) return
    const [last] = await tx
      .select({ keyed: auditLog.keyed })
      .from(auditLog)
      .where(eq(auditLog.id, head.lastId))
    if (last?.keyed) return
    await appendChained(tx, {
      actorId: null,
      action: 'audit.keyed',
      target: 'audit_log',
      before: null,
      after: { unkeyedRows: head.count },
      reason: null,
      ip: null,
    })
  })

/** A chain head as exported (export.ts), its signature checked. */
export interface ExportedHead {
  lastId: number
  lastHash: string
  count: number
}

/**
 * Why a chain is broken at a row: its hash is not its fields' (hash), its prev_hash not the row before's
 * (link), a row not keyed after a keyed one or a chain with no keyed row at its end (unkeyed), the log ends
 * before the head (head), or a head exported earlier is not the row now stored with its id (export).
 */
export type ChainProblem = 'hash' | 'link' | 'unkeyed' | 'head' | 'export'

export type ChainReport =
  | { ok: true; count: number; lastHash: string }
  | { ok: false; count: number; brokenId: number; problem: ChainProblem }
  /** A line of the exported heads that is not signed with the key (brokenId: the last good line's row). */
  | { ok: false; count: number; brokenId: number; problem: 'exportLine'; line: number }

/**
 * Re-computes the chain in id order, a page at a time, under `key`: the first
 * row whose stored hash is not the hash of its fields, or whose prev_hash is not the row before's hash, or
 * that is unkeyed after a keyed one, is named. Every exported head must match the row with its id and the
 * number of rows up to it; a log that ends before the head's last row or count (rows cut from the end), or
 * before an exported head, names that row. A chain whose newest row is not keyed names its first row: the
 * server keys the chain at its start (sealUnkeyedChain), so only a rewrite without the key leaves it so.
 */
export const checkChain = async (
  db: Db,
  { key, exported, pageSize = 1000 }: CheckOptions,
): Promise<ChainReport> => {
  const heads = new Map(exported.map((head) => [head.lastId, head]))
  let prevHash = GENESIS_HASH
  let lastId = 0
  let count = 0
  let keyed = false
  let firstId = 0
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, lastId))
      .orderBy(asc(auditLog.id))
      .limit(pageSize)
    for (const row of rows) {
      count += 1
      firstId ||= row.id
      const broken = (problem: ChainProblem): ChainReport => ({ ok: false, count, brokenId: row.id, problem })
      if (row.prevHash !== prevHash) return broken('link')
      if (keyed && !row.keyed) return broken('unkeyed')
      keyed = row.keyed
      if (rowHash(row, row.prevHash, row.keyed ? key : null) !== row.hash) return broken('hash')
      const head = heads.get(row.id)
      if (head && (head.lastHash !== row.hash || head.count !== count)) return broken('export')
      prevHash = row.hash
      lastId = row.id
    }
    if (rows.length < pageSize) break
  }
  if (count > 0 && !keyed) return { ok: false, count, brokenId: firstId, problem: 'unkeyed' }
  const beyond = exported.find((head) => head.lastId > lastId)
  if (beyond) return { ok: false, count, brokenId: beyond.lastId, problem: 'export' }
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1))
  if (!head || head.lastHash !== prevHash || head.lastId !== lastId || head.count !== count)
    return { ok: false, count, brokenId: head?.lastId ?? lastId, problem: 'head' }
  return { ok: true, count, lastHash: prevHash }
}

interface CheckOptions {
  /** The chain key (AUDIT_CHAIN_KEY). */
  key: string
  /** Heads exported earlier (AUDIT_EXPORT_FILE, or the file audit:verify is given). */
  exported: ExportedHead[]
  pageSize?: number
}
