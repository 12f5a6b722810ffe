import { MESSAGE_PERMISSIONS } from '@src/contract/messages'
import { endpoint } from '../../endpoint'
import { listBroadcasts } from '../../services/notifications'

/** POST /api/admin/message_broadcasts: the newest broadcasts and how far each has been sent. */
export default endpoint(
  'admin/message_broadcasts',
  {
    summary: 'The newest broadcasts and their progress',
    description: `Needs ${MESSAGE_PERMISSIONS.broadcast}. At most 20, newest first: players in the audience, handled so far, sent, finishedAt null while sending. Errors: 401, 403.`,
  },
  async (_request, app) => listBroadcasts(app.db, app.config.language.default),
)
