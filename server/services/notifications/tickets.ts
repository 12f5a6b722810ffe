import { createHash, randomBytes } from 'node:crypto'
import type { NoticeTicket } from '@src/contract/notifications'
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db'
import { noticeTickets } from '../../db/schema/notifications'
import { sessions } from '../../db/schema/sessions'

/** A ticket opens notice/stream within this time, once. */
const TICKET_TTL_MS = 60_000

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex')

/**
 * notice/ticket: a random single-use pass for the live channel, kept as its hash beside the player and the
 * login session that asked. An EventSource sends no header, so the token would otherwise travel in the
 * URL (and so into proxy logs and the history); a ticket in the URL is worth nothing once used or a
 * minute old. Tickets expired an hour ago are swept on the way.
 */
export const issueTicket = async (
  db: Db,
  userId: number,
  sessionId: number,
  now = new Date(),
): Promise<NoticeTicket> => {
  const ticket = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS)
  await db.delete(noticeTickets).where(lt(noticeTickets.expiresAt, new Date(now.getTime() - 3_600_000)))
  await db.insert(noticeTickets).values({ hash: hashOf(ticket), userId, sessionId, expiresAt })
  return { ticket, expiresAt: expiresAt.toISOString() }
}

/**
 * Uses a ticket up: its player and login session when it is fresh, unused, and its session still live;
 * null otherwise. One statement, so two streams opened with the same ticket at once get one answer.
 */
export const consumeTicket = async (
  db: Db,
  ticket: string,
  now = new Date(),
): Promise<{ userId: number; sessionId: number } | null> => {
  const [row] = await db
    .update(noticeTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(noticeTickets.hash, hashOf(ticket)),
        isNull(noticeTickets.usedAt),
        gt(noticeTickets.expiresAt, now),
      ),
    )
    .returning({ userId: noticeTickets.userId, sessionId: noticeTickets.sessionId })
  if (!row) return null
  const live = await liveSessions(db, [row.sessionId], now)
  return live.has(row.sessionId) ? row : null
}

/** Which of these login sessions are still live (not logged out, not expired). */
export const liveSessions = async (db: Db, ids: number[], now = new Date()): Promise<Set<number>> => {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
  return new Set(rows.map((row) => row.id))
}
