import { Code } from '@src/contract/codes'
import { replyEndpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { openEventStream } from '../../eventStream'
import { languageOf, translatorFor } from '../../plugins/i18n'
import { consumeTicket } from '../../services/notifications'

/** GET /api/notice/stream?ticket&lang: the player's new notifications as server-sent events. */
export default replyEndpoint(
  'notice/stream',
  {
    summary: "The player's live notifications and balances (text/event-stream)",
    description:
      'Opened with a ticket from notice/ticket (used up here). Events: "sync" (data: {unread}) on ' +
      'connect and after the server lost notifications for a moment: read the list and the balances ' +
      'again; "notice" (id: the notification id, data: {notice, unread}) for each new notification, in ' +
      '`lang` (as index/get_my_msg); "balance" (data: the balances, as index/get_wallet) after every ' +
      "movement of the player's money (a deposit, a withdrawal, a bonus or its forfeit, a correction, a " +
      "round, a provider's bet or win); a comment line every 15 s. The stream ends when the login ends " +
      '(log-out, ' +
      'expiry). An unknown, used or expired ticket answers the JSON envelope code 1770 (ask a new ' +
      'ticket); a server at its maximum of connections answers 1308.',
  },
  async (request, reply, app) => {
    if (app.noticeHub.full) throw new ApiError(Code.StreamBusy)
    const holder = await consumeTicket(app.db, request.query.ticket)
    if (!holder) throw new ApiError(Code.NoticeTicketInvalid)
    const lang = request.query.lang ? languageOf(request.query.lang) : request.lang
    app.noticeHub.connect(openEventStream(reply, 'no-store, no-transform'), {
      ...holder,
      lang,
      t: translatorFor(lang),
    })
    return undefined
  },
)
