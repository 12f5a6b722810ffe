import { MESSAGE_PERMISSIONS, MessageBroadcastBody, MessageBroadcastResult } from '@src/contract/messages'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { broadcastMessage } from '../../services/notifications'

/** POST /api/admin/message_broadcast: one message to every player, or a marketing one (audited). */
export default endpoint(
  'POST /admin/message_broadcast',
  {
    access: { permission: MESSAGE_PERMISSIONS.broadcast },
    tags: ['admin'],
    summary: 'Send a message to every player, or a marketing message (audited)',
    description: `Needs ${MESSAGE_PERMISSIONS.broadcast}. audience all: an operator message to every player (those who muted operator messages skipped); marketing: only players who opted in and are not in a cool-off, self-exclusion or national ban. Answers how many players the audience held and how many got it. Errors: 400, 401, 403.`,
    body: MessageBroadcastBody,
    answer: MessageBroadcastResult,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    const { audience, title, body } = request.body
    return broadcastMessage(app.db, operator, audience, { title, body })
  },
)
