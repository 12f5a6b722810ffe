import { MUTABLE_CATEGORIES, type NoticeSettings, type NoticeSettingsBody } from '@src/contract/notifications'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { noticeSettings } from '../../db/schema/notifications'
import { lockPlayer } from '../accounts'

/** notice/settings: what the player muted, what may be muted, and their marketing consent. */
export const getNoticeSettings = async (db: Db, userId: number): Promise<NoticeSettings> => {
  const [row] = await db.select().from(noticeSettings).where(eq(noticeSettings.userId, userId))
  return {
    muted: row?.muted ?? [],
    mutable: [...MUTABLE_CATEGORIES],
    marketing: Boolean(row?.marketingConsentAt),
    marketingConsentAt: row?.marketingConsentAt?.toISOString() ?? null,
  }
}

/**
 * Changes the player's choices. The marketing consent is an explicit opt-in stored with its time (a new
 * yes keeps the first time), and a no withdraws it at once, recording when; under the player's lock, so a
 * marketing message being decided sees the choice before or after, never half of it.
 */
export const setNoticeSettings = async (
  db: Db,
  userId: number,
  body: NoticeSettingsBody,
  now = new Date(),
): Promise<NoticeSettings> => {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const [row] = await tx.select().from(noticeSettings).where(eq(noticeSettings.userId, userId))
    const muted = body.muted ?? row?.muted ?? []
    const consentAt =
      body.marketing === undefined
        ? (row?.marketingConsentAt ?? null)
        : body.marketing
          ? (row?.marketingConsentAt ?? now)
          : null
    const withdrawnAt =
      body.marketing === false && row?.marketingConsentAt ? now : (row?.marketingWithdrawnAt ?? null)
    const values = { muted, marketingConsentAt: consentAt, marketingWithdrawnAt: withdrawnAt, updatedAt: now }
    await tx
      .insert(noticeSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: noticeSettings.userId, set: values })
  })
  return getNoticeSettings(db, userId)
}
