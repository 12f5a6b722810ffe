import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { replyAsPlayer } from '../../services/complaints'

/** POST /api/index/complaint_reply: the player writes on a complaint not closed. */
export default endpoint(
  'index/complaint_reply',
  {
    summary: 'Reply on my complaint',
    description:
      'text and up to 3 images; the complaint waits for the operator again (status open). Answers the complaint and its messages. Errors: 400, 401, 1910, 1911, 1912, 1913 closed.',
  },
  async (request, app) => replyAsPlayer(app.db, currentUser(request).id, request.body),
)
