import { MESSAGE_PERMISSIONS, MessagePlayerBody, MessagePlayerResult } from '@src/contract/messages'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { messagePlayer } from '../../services/notifications'

/** POST /api/admin/message_player: an operator's message to one player's notification centre (audited). */
export default endpoint(
  'POST /admin/message_player',
  {
    access: { permission: MESSAGE_PERMISSIONS.player },
    tags: ['admin'],
    summary: "Send a message to one player's notification centre (audited)",
    description: `Needs ${MESSAGE_PERMISSIONS.player}. The title and text in zh (the fallback) and any of en, pt, sw; the player reads their language. sent is false when the player muted operator messages. Errors: 400, 401, 403, 1620 no such player.`,
    body: MessagePlayerBody,
    answer: MessagePlayerResult,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    const { userId, title, body } = request.body
    return messagePlayer(app.db, operator, userId, { title, body })
  },
)
