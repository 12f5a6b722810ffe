import { Code } from '@src/contract/codes'
import { COMPLAINT_PERMISSIONS, type Complaint, type ComplaintMessage } from '@src/contract/complaints'
import { grantsPermission } from '@src/permissions/rules'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { complaintAttachments, complaintMessages, complaints } from '../../db/schema/complaints'
import type { User } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { dayOf } from '../calendar'
import { uploadUrl } from '../money'

/** Who acts, and from where, for the audit log. */
export interface Actor {
  id: number
  ip: string
}

export type ComplaintRow = typeof complaints.$inferSelect
type MessageRow = typeof complaintMessages.$inferSelect

/**
 * The protocol number a player is given: the São Paulo year it was opened and its number, '2026-000042'.
 * Derived, never stored, so it cannot disagree with the row.
 */
export const protocolOf = (row: Pick<ComplaintRow, 'id' | 'createdAt'>): string =>
  `${dayOf(row.createdAt).slice(0, 4)}-${String(row.id).padStart(6, '0')}`

/** The complaint id a protocol names, or null for one that is not a protocol. */
export const idOfProtocol = (protocol: string): number | null => {
  const match = /^\d{4}-(\d{1,10})$/.exec(protocol.trim())
  const id = match ? Number(match[1]) : 0
  return id > 0 && id <= 2_147_483_647 ? id : null
}

export const complaintView = (row: ComplaintRow): Complaint => ({
  id: row.id,
  protocol: protocolOf(row),
  category: row.category,
  status: row.status,
  level: row.level,
  dueAt: row.dueAt.toISOString(),
  outcome: row.outcome,
  resolution: row.resolution,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
})

/** A complaint's messages, oldest first, each with its images' addresses. */
export const messagesOf = async (
  db: Db,
  complaintId: number,
): Promise<(ComplaintMessage & { operatorId: MessageRow['operatorId'] })[]> => {
  const rows = await db
    .select()
    .from(complaintMessages)
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(asc(complaintMessages.id))
  const attached =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(complaintAttachments)
          .where(
            inArray(
              complaintAttachments.messageId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(complaintAttachments.uploadId))
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    operatorId: row.operatorId,
    text: row.body,
    attachments: attached.filter((item) => item.messageId === row.id).map((item) => uploadUrl(item.uploadId)),
    createdAt: row.createdAt.toISOString(),
  }))
}

/** The complaint locked until the transaction ends, and not closed. */
export const lockOpenComplaint = async (tx: Db, id: number, userId?: number): Promise<ComplaintRow> => {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update')
  if (!row || (userId !== undefined && row.userId !== userId)) throw new ApiError(Code.ComplaintNotFound)
  if (row.status === 'closed') throw new ApiError(Code.ComplaintClosed)
  return row
}

/** Words with something in them, trimmed; else ComplaintTextRequired. */
export const wordsOf = (text: string): string => {
  const words = text.trim()
  if (!words) throw new ApiError(Code.ComplaintTextRequired)
  return words
}

/** Whether `user` may see an image attached to a complaint: its player, or an operator of the complaints' queue. */
export const mayReadAttachment = async (db: Db, user: User, uploadId: string): Promise<boolean> => {
  const [row] = await db
    .select({ userId: complaints.userId })
    .from(complaintAttachments)
    .innerJoin(complaintMessages, eq(complaintMessages.id, complaintAttachments.messageId))
    .innerJoin(complaints, eq(complaints.id, complaintMessages.complaintId))
    .where(eq(complaintAttachments.uploadId, uploadId))
  return !!row && (row.userId === user.id || grantsPermission(user.permissions, COMPLAINT_PERMISSIONS.view))
}
