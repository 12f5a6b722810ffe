import { Code } from '@src/contract/codes'
import {
  COMPLAINT_ANSWER_DAYS,
  type Complaint,
  type ComplaintList,
  type ComplaintOpenBody,
  type ComplaintReplyBody,
  type ComplaintThread,
} from '@src/contract/complaints'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { complaints } from '../../db/schema/complaints'
import { ApiError } from '../../envelope'
import { writeMessage } from './messages'
import { complaintView, lockOpenComplaint, messagesOf, wordsOf } from './views'

const DAY_MS = 86_400_000

/**
 * index/complaint_open: the complaint, its first message and images in one transaction; the 10-day mark
 * runs from now. Answers it with its protocol number.
 */
export const openComplaint = async (
  db: Db,
  userId: number,
  { category, text, attachments = [] }: ComplaintOpenBody,
  now = new Date(),
): Promise<Complaint> => {
  const body = wordsOf(text)
  const row = await db.transaction(async (tx) => {
    const [complaint] = await tx
      .insert(complaints)
      .values({
        userId,
        category,
        createdAt: now,
        dueAt: new Date(now.getTime() + COMPLAINT_ANSWER_DAYS * DAY_MS),
      })
      .returning()
    if (!complaint) throw new Error('complaint not written')
    await writeMessage(
      tx,
      { complaintId: complaint.id, writerId: userId, author: 'player', body },
      attachments,
    )
    return complaint
  })
  return complaintView(row)
}

/** index/complaints: the player's complaints, newest first. */
export const listOwnComplaints = async (db: Db, userId: number): Promise<ComplaintList> => {
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.id))
    .limit(100)
  return rows.map(complaintView)
}

/** index/complaint: one of the player's complaints and its messages; another's is not found. */
export const readOwnComplaint = async (db: Db, userId: number, id: number): Promise<ComplaintThread> => {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), eq(complaints.userId, userId)))
  if (!row) throw new ApiError(Code.ComplaintNotFound)
  const messages = await messagesOf(db, id)
  return { complaint: complaintView(row), messages: messages.map(({ operatorId: _, ...message }) => message) }
}

/** index/complaint_reply: the player writes again; the complaint waits for the operator once more. */
export const replyAsPlayer = async (
  db: Db,
  userId: number,
  { id, text, attachments = [] }: ComplaintReplyBody,
): Promise<ComplaintThread> => {
  const body = wordsOf(text)
  await db.transaction(async (tx) => {
    await lockOpenComplaint(tx, id, userId)
    await writeMessage(tx, { complaintId: id, writerId: userId, author: 'player', body }, attachments)
    await tx.update(complaints).set({ status: 'open', updatedAt: sql`now()` }).where(eq(complaints.id, id))
  })
  return readOwnComplaint(db, userId, id)
}
