import { BroadcastProgress, MESSAGE_PERMISSIONS, MessageBroadcastBody } from '@src/contract/messages'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { createBroadcast } from '../../services/notifications'

/** POST /api/admin/message_broadcast: one message to every player, or a marketing one (audited), sent in batches. */
export default endpoint(
  'POST /admin/message_broadcast',
  {
    access: { permission: MESSAGE_PERMISSIONS.broadcast },
    tags: ['admin'],
    summary: 'Send a message to every player, or a marketing message (audited)',
    description: `Needs ${MESSAGE_PERMISSIONS.broadcast}. audience all: an operator message to every player (those who muted operator messages skipped); marketing: only players who opted in and are not in a cool-off, self-exclusion or national ban. Answers the broadcast, its audience counted and nothing handled yet: the server sends it in small batches (admin/message_broadcasts shows how far it is). Errors: 400, 401, 403.`,
    body: MessageBroadcastBody,
    answer: BroadcastProgress,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    const { audience, title, body } = request.body
    return createBroadcast(app.db, operator, audience, { title, body })
  },
)
