import type { ProtectionEvent, ProtectionLogEntry } from '@src/contract/protection'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
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
