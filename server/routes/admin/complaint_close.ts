import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { closeComplaint } from '../../services/complaints'

/** POST /api/admin/complaint_close: the final answer, with its outcome (audited; the player is notified). */
export default endpoint(
  'admin/complaint_close',
  {
    summary: 'Close a complaint with its final answer (audited)',
    description: `Needs ${COMPLAINT_PERMISSIONS.answer}. outcome resolved or notResolved and the resolution, which the player reads as the last message; the player gets a complaintClosed notice. Errors: 400, 401, 403, 1910, 1911 no resolution, 1913 closed already.`,
  },
  async (request, app) =>
    closeComplaint(app.db, { id: currentUser(request).id, ip: request.ip }, request.body),
)
