import { UnreadCounts } from '@src/contract/content'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { unreadCounts } from '../../services/notifications'

/** GET /api/index/get_unread: what waits unread for the player, for the portal's badges. */
export default endpoint(
  'GET /index/get_unread',
  {
    access: 'player',
    tags: ['content'],
    summary: 'Unread counts for the badges',
    description: 'notices: own notices not yet read (index/get_my_msg). Errors: 401.',
    answer: UnreadCounts,
  },
  async (request, app) => unreadCounts(app.db, currentUser(request).id),
)
