import { MESSAGE_PERMISSIONS } from '@src/contract/messages'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { messagePlayer } from '../../services/notifications'

/** POST /api/admin/message_player: an operator's message to one player's notification centre (audited). */
export default endpoint(
  'admin/message_player',
  {
    summary: "Send a message to one player's notification centre (audited)",
    description: `Needs ${MESSAGE_PERMISSIONS.player}. The title and text in the operator's default language (DEFAULT_LANGUAGE) and any other; the player reads theirs, else the default's. sent is false when the player muted operator messages. Errors: 400, 401, 403, 1620 no such player, 1753 the default language left empty.`,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    const { userId, title, body } = request.body
    const lang = app.config.language.default
    assertDefaultText(lang, title, body)
    return messagePlayer(app.db, operator, userId, { title, body }, lang)
  },
)
