import type { ProtectionEvent, ProtectionLogEntry } from '@src/contract/protection'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { protectionLog } from '../../db/schema/protection'
import { users } from '../../db/schema/users'
import { appendChained, type ChainReport, checkChain } from './chain'
import { readExportedHeads } from './export'
import { auditSettings } from './settings'

export type { ChainProblem, ChainReport } from './chain'
export { sealUnkeyedChain } from './chain'
export { startAuditExportJob } from './export'
export { configureAudit } from './settings'

/**
 * The audit chain re-computed under the process's key and checked against the heads exported to
 * AUDIT_EXPORT_FILE (or `headsFile`): a line there not signed with the key breaks it at the row that line
 * names (problem export).
 */
export const verifyChain = async (db: Db, headsFile?: string): Promise<ChainReport> => {
  const { chainKey, exportFile } = auditSettings()
  const file = headsFile ?? exportFile
  const { heads, badLine } = file ? await readExportedHeads(file, chainKey) : { heads: [], badLine: null }
  if (badLine !== null)
    return { ok: false, count: 0, brokenId: heads.at(-1)?.lastId ?? 0, problem: 'exportLine', line: badLine }
  return checkChain(db, { key: chainKey, exported: heads })
}

/**
 * Records a protection event (docs/compliance.md: the operator console shows them, newest first). One an
 * operator caused (actorId set) joins the audit chain too, in the same transaction.
 */
export const logProtection = async (
  db: Db,
  userId: number,
  event: ProtectionEvent,
  detail: Record<string, unknown> = {},
  actorId: number | null = null,
): Promise<void> => {
  await db.insert(protectionLog).values({ userId, event, detail, actorId })
  if (actorId !== null)
    await recordAudit(db, { actorId, action: `protection.${event}`, target: `user:${userId}`, after: detail })
}

/** The player's newest protection events (at most 100). */
export const protectionHistory = async (db: Db, userId: number): Promise<ProtectionLogEntry[]> => {
  const rows = await db
    .select({ entry: protectionLog, actorPhone: users.phone })
    .from(protectionLog)
    .leftJoin(users, eq(users.id, protectionLog.actorId))
    .where(eq(protectionLog.userId, userId))
    .orderBy(desc(protectionLog.createdAt), desc(protectionLog.id))
    .limit(100)
  return rows.map(({ entry, actorPhone }) => ({
    id: entry.id,
    event: entry.event,
    detail: entry.detail,
    actor: entry.actorId !== null ? { id: entry.actorId, phone: actorPhone ?? '' } : null,
    createdAt: entry.createdAt.toISOString(),
  }))
}

/** One operator action or refused call, as the audit log keeps it. */
export type AuditEntry = {
  actorId: number | null
  action: string
  target: string
  before?: unknown
  after?: unknown
  reason?: string | null
  ip?: string | null
}

/**
 * Appends an entry to the operator audit log, chained to the one before (chain.ts: the chain head's row is
 * locked FOR UPDATE until the caller's transaction ends). Pass the transaction of the change it records, so
 * that an action is never done unaudited nor audited undone.
 */
export const recordAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.transaction((tx) =>
    appendChained(tx, {
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      ip: entry.ip ?? null,
    }),
  )
}

/** Who did it, for the audit log. */
export interface Operator {
  id: number
  ip: string
}

/**
 * An operator's definition saved in one transaction, audited as `<kind>.create` (no id: a new row) or
 * `<kind>.update` (new terms for row `id`, once `lockEditable` has locked it and allowed the change, with the
 * terms it had before). Answers the saved row.
 */
export const saveAuditedDefinition = async <Row extends { id: number }, Definition>(
  db: Db,
  operator: Operator,
  kind: string,
  change: { id: number | undefined; definition: Definition },
  steps: {
    insert: (tx: Db) => Promise<Row[]>
    lockEditable: (tx: Db, id: number) => Promise<Row>
    update: (tx: Db, row: Row) => Promise<Row[]>
    definitionOf: (row: Row) => Definition
  },
): Promise<Row> =>
  db.transaction(async (tx) => {
    if (change.id === undefined) {
      const [created] = await steps.insert(tx)
      if (!created) throw new Error(`${kind} not written`)
      await recordAudit(tx, {
        actorId: operator.id,
        action: `${kind}.create`,
        target: `${kind}:${created.id}`,
        after: change.definition,
        ip: operator.ip,
      })
      return created
    }
    const row = await steps.lockEditable(tx, change.id)
    const [updated] = await steps.update(tx, row)
    await recordAudit(tx, {
      actorId: operator.id,
      action: `${kind}.update`,
      target: `${kind}:${row.id}`,
      before: steps.definitionOf(row),
      after: change.definition,
      ip: operator.ip,
    })
    return updated ?? row
  })

export { listAudit } from './log'
