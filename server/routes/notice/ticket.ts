import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { issueTicket } from '../../services/notifications'

/** POST /api/notice/ticket: a single-use pass, good for a minute, that opens notice/stream. */
export default endpoint(
  'notice/ticket',
  {
    summary: 'A ticket for the live notification stream',
    description:
      'An EventSource cannot send the token header, and a token in a URL ends up in logs: the stream ' +
      'takes this ticket instead, once, within a minute, while the login that asked is live. Errors: 401.',
  },
  async (request, app) => {
    const sessionId = request.sessionId
    if (sessionId === null) throw new Error('requireAuth sets the session')
    return issueTicket(app.db, currentUser(request).id, sessionId)
  },
)
