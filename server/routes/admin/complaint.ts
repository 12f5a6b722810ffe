import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints'
import { endpoint } from '../../endpoint'
import { complaintCase } from '../../services/complaints'

/** POST /api/admin/complaint: one complaint with its messages. */
export default endpoint(
  'admin/complaint',
  {
    summary: 'A complaint and its messages',
    description: `Needs ${COMPLAINT_PERMISSIONS.view}. The queue's view of the complaint and its messages, oldest first, each operator's naming its writer. Errors: 400, 401, 403, 1910.`,
  },
  async (request, app) => complaintCase(app.db, request.body.id),
)
