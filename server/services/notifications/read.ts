import type { PlayerNoticePage, UnreadCounts } from '@src/contract/content'
import type { LiveNotice } from '@src/contract/notifications'
import { noticeText } from '@src/features/notices/text'
import type { Lang } from '@src/i18n/languages'
import type { Translate } from '@src/i18n/translator'
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { readPage } from '../../db/paging'
import { type PlayerNoticeRow, playerNotices } from '../../db/schema/notifications'

/**
 * A row as the player reads it: the locale's text filled with its params, or the operator's words in the
 * player's language, else in the operator's default (`fallback`).
 */
export const toLiveNotice = (row: PlayerNoticeRow, t: Translate, lang: Lang, fallback: Lang): LiveNotice => {
  const words = row.text
    ? { title: localize(row.text.title, lang, fallback), body: localize(row.text.body, lang, fallback) }
    : {}
  const { title, body } = noticeText(t, { kind: row.kind, params: row.params, ...words })
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    title,
    body,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

export const unreadOf = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(playerNotices)
    .where(and(eq(playerNotices.userId, userId), isNull(playerNotices.readAt)))
  return row?.value ?? 0
}

/** index/get_unread. */
export const unreadCounts = async (db: Db, userId: number): Promise<UnreadCounts> => ({
  notices: await unreadOf(db, userId),
})

/** One of the player's notifications (the live channel's read after the NOTIFY), or undefined. */
export const noticeRow = async (db: Db, userId: number, id: number): Promise<PlayerNoticeRow | undefined> =>
  (
    await db
      .select()
      .from(playerNotices)
      .where(and(eq(playerNotices.id, id), eq(playerNotices.userId, userId)))
  )[0]

/** index/get_my_msg: the player's notifications, newest first, in the caller's language. */
export const listPlayerNotices = async (
  db: Db,
  t: Translate,
  lang: Lang,
  fallback: Lang,
  userId: number,
  page: number,
  limit: number,
): Promise<PlayerNoticePage> => {
  const mine = eq(playerNotices.userId, userId)
  const [notices, unread] = await Promise.all([
    readPage(
      db.select().from(playerNotices).where(mine).orderBy(desc(playerNotices.id)),
      db.select({ value: count() }).from(playerNotices).where(mine),
      { page, limit },
      (rows) => rows.map((row) => toLiveNotice(row, t, lang, fallback)),
    ),
    unreadOf(db, userId),
  ])
  return { ...notices, unread }
}

/** index/read_my_msg: these of the player's notifications are read (others' ids change nothing). */
export const readPlayerNotices = async (db: Db, userId: number, ids: number[]): Promise<UnreadCounts> => {
  await db
    .update(playerNotices)
    .set({ readAt: new Date() })
    .where(
      and(eq(playerNotices.userId, userId), inArray(playerNotices.id, ids), isNull(playerNotices.readAt)),
    )
  return unreadCounts(db, userId)
}

/** notice/read_all: every notification of the player is read. */
export const readAllPlayerNotices = async (db: Db, userId: number): Promise<UnreadCounts> => {
  await db
    .update(playerNotices)
    .set({ readAt: new Date() })
    .where(and(eq(playerNotices.userId, userId), isNull(playerNotices.readAt)))
  return unreadCounts(db, userId)
}
