import { MUTABLE_CATEGORIES, type NoticeCategory } from '@src/contract/notifications'
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { noticeSettings, type OperatorText, playerNotices } from '../../db/schema/notifications'
import { playerProtection } from '../../db/schema/protection'
import { lockPlayer } from '../accounts'

/** The NOTIFY channel of new notifications (payload: `<userId>:<noticeId>`), heard by every process's hub. */
export const NOTICE_CHANNEL = 'player_notices'

/** What a notification's text is filled with: amounts in centavos, ids, a reason, a limit's key, a state. */
export type NoticeParams = Record<string, string | number>

const MUTABLE: ReadonlySet<string> = new Set(MUTABLE_CATEGORIES)

const mutedBy = async (tx: Db, userId: number, kind: NoticeCategory): Promise<boolean> => {
  if (!MUTABLE.has(kind)) return false
  const [row] = await tx
    .select({ muted: noticeSettings.muted })
    .from(noticeSettings)
    .where(eq(noticeSettings.userId, userId))
  return (row?.muted ?? []).some((category) => category === kind)
}

/**
 * Whether a marketing message may go to the player now: an opt-in on record, and no cool-off,
 * self-exclusion or national ban running. Read under the player's lock, the lock an exclusion starts
 * under, so an exclusion and a marketing message at the same moment take turns: whichever comes second
 * sees the first.
 */
const mayMarket = async (tx: Db, userId: number, now: Date): Promise<boolean> => {
  await lockPlayer(tx, userId)
  const [consent] = await tx
    .select({ at: noticeSettings.marketingConsentAt })
    .from(noticeSettings)
    .where(and(eq(noticeSettings.userId, userId), isNotNull(noticeSettings.marketingConsentAt)))
  if (!consent) return false
  const [held] = await tx
    .select({ userId: playerProtection.userId })
    .from(playerProtection)
    .where(
      and(
        eq(playerProtection.userId, userId),
        or(
          isNotNull(playerProtection.bannedAt),
          and(
            isNotNull(playerProtection.exclusionTerm),
            or(isNull(playerProtection.excludedUntil), gt(playerProtection.excludedUntil, now)),
          ),
        ),
      ),
    )
  return !held
}

/** How a notification is written: its values, an operator's words, the broadcast it belongs to. */
interface NoticeWrite {
  params?: NoticeParams
  text?: OperatorText | null
  broadcastId?: number | null
  now?: Date
}

/**
 * Writes a notification in the caller's transaction, unless the player muted its category or (marketing)
 * may not receive it now, and announces it at commit: answers its id, or null.
 */
const writeNotice = async (
  tx: Db,
  userId: number,
  kind: NoticeCategory,
  { params = {}, text = null, broadcastId = null, now = new Date() }: NoticeWrite,
): Promise<number | null> => {
  if (kind === 'marketing' ? !(await mayMarket(tx, userId, now)) : await mutedBy(tx, userId, kind))
    return null
  const [row] = await tx
    .insert(playerNotices)
    .values({ userId, kind, params: { ...params }, text, broadcastId })
    .returning({ id: playerNotices.id })
  if (!row) throw new Error('notification not written')
  // Sent at commit, never for a rolled-back event.
  await tx.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${`${userId}:${row.id}`})`)
  return row.id
}

/**
 * Tells the player something, in the caller's transaction (the event and its notification commit
 * together, or neither does), and announces it at commit to every process's live channel. A muted
 * category (MUTABLE_CATEGORIES only) and a marketing message without consent, or during an exclusion,
 * are decided here, in the same step, and not written: answers the notification's id, or null.
 */
export const notifyPlayer = (
  tx: Db,
  userId: number,
  kind: NoticeCategory,
  params: NoticeParams = {},
  text: OperatorText | null = null,
  now = new Date(),
): Promise<number | null> => writeNotice(tx, userId, kind, { params, text, now })

/**
 * One player's notice of a broadcast, in the batch's transaction, decided as notifyPlayer decides (a
 * marketing one under the player's lock); the notice carries the broadcast's id, which a player holds once.
 */
export const deliverBroadcast = (
  tx: Db,
  userId: number,
  broadcast: { id: number; kind: 'marketing' | 'operatorMessage'; text: OperatorText },
  now: Date,
): Promise<number | null> =>
  writeNotice(tx, userId, broadcast.kind, { text: broadcast.text, broadcastId: broadcast.id, now })

/** An operator's message to one player, in their words (zh always, the other languages optional). */
export const sendOperatorMessage = (
  db: Db,
  userId: number,
  message: { title: Localized; body: Localized },
): Promise<number | null> => db.transaction((tx) => notifyPlayer(tx, userId, 'operatorMessage', {}, message))
