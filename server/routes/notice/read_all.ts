import { UnreadCounts } from '@src/contract/content'
import { EmptyBody } from '@src/contract/envelope'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { readAllPlayerNotices } from '../../services/notifications'

/** POST /api/notice/read_all: every notification of the player is read; answers the counts (zero). */
export default endpoint(
  'POST /notice/read_all',
  {
    access: 'player',
    tags: ['content'],
    summary: 'Mark all own notifications read',
    description: 'Safe to repeat. Errors: 401.',
    body: EmptyBody,
    answer: UnreadCounts,
  },
  async (request, app) => readAllPlayerNotices(app.db, currentUser(request).id),
)
