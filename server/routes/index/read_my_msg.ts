import { ReadNoticesBody, UnreadCounts } from '@src/contract/content'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { readPlayerNotices } from '../../services/notifications'

/** POST /api/index/read_my_msg {ids}: the player has seen these notices; answers what stays unread. */
export default endpoint(
  'POST /index/read_my_msg',
  {
    access: 'player',
    tags: ['content'],
    summary: 'Mark own notices read',
    description:
      "Ids of other players' notices, or already read, change nothing. Safe to repeat. Errors: 401, 400.",
    body: ReadNoticesBody,
    answer: UnreadCounts,
  },
  async (request, app) => readPlayerNotices(app.db, currentUser(request).id, request.body.ids),
)
