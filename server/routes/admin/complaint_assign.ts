import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assignComplaint } from '../../services/complaints'

/** POST /api/admin/complaint_assign: take a complaint or hand it over (audited). */
export default endpoint(
  'admin/complaint_assign',
  {
    summary: 'Take or hand over a complaint (audited)',
    description: `Needs ${COMPLAINT_PERMISSIONS.answer}. assigneeId absent: the caller takes it; else an operator holding ${COMPLAINT_PERMISSIONS.answer}. Errors: 400, 401, 403, 1910, 1913 closed, 1915 assignee not allowed.`,
  },
  async (request, app) =>
    assignComplaint(app.db, { id: currentUser(request).id, ip: request.ip }, request.body),
)
