import { Code } from '@src/contract/codes'
import type { ComplaintAuthor } from '@src/contract/complaints'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { complaintAttachments, complaintMessages } from '../../db/schema/complaints'
import { uploads } from '../../db/schema/money'
import { ApiError } from '../../envelope'

/**
 * Writes one message and attaches its images, in the caller's transaction. An image must be an upload of
 * the message's writer not attached before (the primary key keeps two messages racing from both taking it).
 */
export const writeMessage = async (
  tx: Db,
  message: { complaintId: number; writerId: number; author: ComplaintAuthor; body: string },
  attachments: readonly string[] = [],
): Promise<number> => {
  if (attachments.length > 0) {
    const owned = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, [...attachments]), eq(uploads.userId, message.writerId)))
    const taken = await tx
      .select({ id: complaintAttachments.uploadId })
      .from(complaintAttachments)
      .where(inArray(complaintAttachments.uploadId, [...attachments]))
    if (owned.length !== attachments.length || taken.length > 0)
      throw new ApiError(Code.ComplaintAttachmentInvalid)
  }
  const [row] = await tx
    .insert(complaintMessages)
    .values({
      complaintId: message.complaintId,
      author: message.author,
      operatorId: message.author === 'operator' ? message.writerId : null,
      body: message.body,
    })
    .returning({ id: complaintMessages.id })
  if (!row) throw new Error('complaint message not written')
  if (attachments.length > 0)
    await tx
      .insert(complaintAttachments)
      .values(attachments.map((uploadId) => ({ uploadId, messageId: row.id })))
      .onConflictDoNothing()
      .returning({ id: complaintAttachments.uploadId })
      .then((written) => {
        if (written.length !== attachments.length) throw new ApiError(Code.ComplaintAttachmentInvalid)
      })
  return row.id
}
