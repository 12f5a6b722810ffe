import type { AuditLogBody, AuditRow } from '@src/contract/corrections'
import type { Paged } from '@src/contract/paging'
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { readPage } from '../../db/paging'
import { auditLog } from '../../db/schema/audit'
import { users } from '../../db/schema/users'
import { dayRange } from '../calendar'

/** `like` pattern of a literal prefix. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * admin/audit_log: the log newest first. Filters: actor, target (exact), action (exact, or every action of
 * a family when it ends in '.': 'correction.'), São Paulo days from and to, inclusive.
 */
export const listAudit = async (
  db: Db,
  { actorId, action, target, from, to, page = 1, limit = 20 }: AuditLogBody,
): Promise<Paged<AuditRow>> => {
  const conditions: SQL[] = []
  if (actorId) conditions.push(eq(auditLog.actorId, actorId))
  if (action)
    conditions.push(
      action.endsWith('.') ? like(auditLog.action, prefixPattern(action)) : eq(auditLog.action, action),
    )
  if (target) conditions.push(eq(auditLog.target, target))
  if (from) conditions.push(gte(auditLog.at, dayRange(from).start))
  if (to) conditions.push(lt(auditLog.at, dayRange(to).end))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  return readPage(
    db
      .select({ row: auditLog, actorPhone: users.phone })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id)),
    db.select({ value: count() }).from(auditLog).where(where),
    { page, limit },
    (rows) =>
      rows.map(({ row, actorPhone }) => ({
        id: row.id,
        actor: row.actorId !== null ? { id: row.actorId, phone: actorPhone ?? '' } : null,
        action: row.action,
        target: row.target,
        before: row.before ?? null,
        after: row.after ?? null,
        reason: row.reason,
        ip: row.ip,
        at: row.at.toISOString(),
        hash: row.hash,
      })),
  )
}
