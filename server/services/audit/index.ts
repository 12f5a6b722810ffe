import type { ProtectionEvent, ProtectionLogEntry } from '@src/contract/protection'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { auditLog } from '../../db/schema/audit'
import { protectionLog } from '../../db/schema/protection'
import { users } from '../../db/schema/users'

/** Records a protection event (docs/compliance.md: the operator console shows them, newest first). */
export const logProtection = async (
  db: Db,
  userId: number,
  event: ProtectionEvent,
  detail: Record<string, unknown> = {},
  actorId: number | null = null,
): Promise<void> => {
  await db.insert(protectionLog).values({ userId, event, detail, actorId })
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
 * Appends an entry to the operator audit log. Pass the transaction of the change it records, so that an
 * action is never done unaudited nor audited undone.
 */
export const recordAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  })
}
