import { Code } from '@src/contract/codes'
import type { PostbackSaveBody, PostbackSettings } from '@src/contract/partners'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { partnerPostbacks, partners } from '../../db/schema/partners'
import { ApiError } from '../../envelope'
import { unknownPlaceholder } from './postbacks'

/** The partner account `userId` holds (any standing), or NotAPartner. */
export const partnerOf = async (db: Db, userId: number): Promise<{ id: number; secret: string }> => {
  const [partner] = await db
    .select({ id: partners.id, secret: partners.postbackSecret })
    .from(partners)
    .where(eq(partners.userId, userId))
  if (!partner) throw new ApiError(Code.NotAPartner)
  return partner
}

/** partner/postbacks: the partner's templates, by event, and the secret their postbacks are signed with. */
export const postbackSettings = async (db: Db, userId: number): Promise<PostbackSettings> => {
  const partner = await partnerOf(db, userId)
  const templates = await db
    .select({ event: partnerPostbacks.event, url: partnerPostbacks.urlTemplate })
    .from(partnerPostbacks)
    .where(eq(partnerPostbacks.partnerId, partner.id))
    .orderBy(asc(partnerPostbacks.event))
  return { partnerId: partner.id, secret: partner.secret, templates }
}

/**
 * partner/postback_save: sets one event's URL template (an http(s) address whose placeholders all exist),
 * or removes it with ''. Events already waiting are sent with the template of their sending time.
 */
export const savePostback = async (
  db: Db,
  userId: number,
  body: PostbackSaveBody,
): Promise<PostbackSettings> => {
  const partner = await partnerOf(db, userId)
  const url = body.url.trim()
  if (url === '') {
    await db
      .delete(partnerPostbacks)
      .where(and(eq(partnerPostbacks.partnerId, partner.id), eq(partnerPostbacks.event, body.event)))
    return postbackSettings(db, userId)
  }
  const unknown = unknownPlaceholder(url)
  if (unknown !== null) throw new ApiError(Code.PostbackTemplateInvalid, {}, { placeholder: unknown })
  if (!URL.canParse(url.replace(/\{[^{}]*\}/g, 'x')) || !/^https?:\/\//i.test(url))
    throw new ApiError(Code.PostbackTemplateInvalid, {}, { placeholder: '' })
  await db
    .insert(partnerPostbacks)
    .values({ partnerId: partner.id, event: body.event, urlTemplate: url })
    .onConflictDoUpdate({
      target: [partnerPostbacks.partnerId, partnerPostbacks.event],
      set: { urlTemplate: url, updatedAt: sql`now()` },
    })
  return postbackSettings(db, userId)
}
