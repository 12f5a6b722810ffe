import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { readPlayerNotices } from '../../services/notifications'

/** POST /api/index/read_my_msg {ids}: the player has seen these notices; answers what stays unread. */
export default endpoint(
  'index/read_my_msg',
  {
    summary: 'Mark own notices read',
    description:
      "Ids of other players' notices, or already read, change nothing. Safe to repeat. Errors: 401, 400.",
  },
  async (request, app) => readPlayerNotices(app.db, currentUser(request).id, request.body.ids),
)
