import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { unreadCounts } from '../../services/notifications'

/** GET /api/index/get_unread: what waits unread for the player, for the portal's badges. */
export default endpoint(
  'index/get_unread',
  {
    summary: 'Unread counts for the badges',
    description: 'notices: own notices not yet read (index/get_my_msg). Errors: 401.',
  },
  async (request, app) => unreadCounts(app.db, currentUser(request).id),
)
