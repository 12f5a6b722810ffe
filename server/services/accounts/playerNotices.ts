import type { PlayerNotice, PlayerNoticePage, UnreadCounts } from '@src/contract/content'
import type { Translate } from '@src/i18n/translator'
import { formatBRL } from '@src/money/format'
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { type PlayerNoticeKind, playerNotices } from '../../db/schema/content'

/** What a notice says: its amount (centavos); a withdrawal's order and a refusal's reason. */
interface NoticeParams {
  amount: number
  orderId?: number
  reason?: string
}

/** A notice for one player, in the caller's transaction (the decision and its notice commit together). */
export const notifyPlayer = async (
  db: Db,
  userId: number,
  kind: PlayerNoticeKind,
  params: NoticeParams,
): Promise<void> => {
  await db.insert(playerNotices).values({ userId, kind, params: { ...params } })
}

const unreadOf = async (db: Db, userId: number): Promise<number> => {
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

/** index/get_my_msg: the player's notices, newest first, written in the caller's language. */
export const listPlayerNotices = async (
  db: Db,
  t: Translate,
  userId: number,
  page: number,
  limit: number,
): Promise<PlayerNoticePage> => {
  const mine = eq(playerNotices.userId, userId)
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(playerNotices)
      .where(mine)
      .orderBy(desc(playerNotices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(playerNotices).where(mine),
    unreadOf(db, userId),
  ])
  const list = rows.map((row): PlayerNotice => {
    const params = { ...row.params, amount: formatBRL(Number(row.params.amount ?? 0)) }
    return {
      id: row.id,
      kind: row.kind,
      title: t(`notice.${row.kind}.title`, params),
      body: t(`notice.${row.kind}.body`, params),
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    }
  })
  return { list, total: total?.value ?? 0, page, limit, unread }
}

/** index/read_my_msg: these of the player's notices are read (others' ids change nothing). */
export const readPlayerNotices = async (db: Db, userId: number, ids: number[]): Promise<UnreadCounts> => {
  await db
    .update(playerNotices)
    .set({ readAt: new Date() })
    .where(
      and(eq(playerNotices.userId, userId), inArray(playerNotices.id, ids), isNull(playerNotices.readAt)),
    )
  return unreadCounts(db, userId)
}
