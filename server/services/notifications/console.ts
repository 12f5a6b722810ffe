import { Code } from '@src/contract/codes'
import type { MessagePlayerResult } from '@src/contract/messages'
import type { Lang } from '@src/i18n/languages'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Localized, localize } from '../../db/localized'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { sendOperatorMessage } from './send'

/** Who did it, from where: every message call writes one audit row with these. */
interface Operator {
  id: number
  ip: string | null
}

interface Message {
  title: Localized
  body: Localized
}

/** What the audit row keeps of a message: its title in `lang` (the operator's default) and the languages written. */
const audited = (message: Message, lang: Lang) => ({
  title: localize(message.title, lang),
  languages: Object.keys(message.title),
})

/**
 * admin/message_player: an operator's message to one player, with its audit row, in one transaction. Not
 * written (sent false) when the player muted operator messages.
 */
export const messagePlayer = (
  db: Db,
  operator: Operator,
  userId: number,
  message: Message,
  lang: Lang,
): Promise<MessagePlayerResult> =>
  db.transaction(async (tx) => {
    const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!player) throw new ApiError(Code.PlayerNotFound)
    const notice = await sendOperatorMessage(tx, userId, message)
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'message.player',
      target: `user:${userId}`,
      after: { ...audited(message, lang), notice },
      ip: operator.ip,
    })
    return { sent: notice !== null }
  })
