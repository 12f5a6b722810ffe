import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { readAllPlayerNotices } from '../../services/notifications'

/** POST /api/notice/read_all: every notification of the player is read; answers the counts (zero). */
export default endpoint(
  'notice/read_all',
  {
    summary: 'Mark all own notifications read',
    description: 'Safe to repeat. Errors: 401.',
  },
  async (request, app) => readAllPlayerNotices(app.db, currentUser(request).id),
)
