import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { replyAsOperator } from '../../services/complaints'

/** POST /api/admin/complaint_reply: answer the player (audited; the player is notified). */
export default endpoint(
  'admin/complaint_reply',
  {
    summary: 'Answer a complaint (audited)',
    description: `Needs ${COMPLAINT_PERMISSIONS.answer}. text and up to 3 images of the operator's own uploads. The complaint waits for the player (status answered); the player gets a complaintAnswered notice. Errors: 400, 401, 403, 1910, 1911, 1912, 1913 closed.`,
  },
  async (request, app) =>
    replyAsOperator(app.db, { id: currentUser(request).id, ip: request.ip }, request.body),
)
