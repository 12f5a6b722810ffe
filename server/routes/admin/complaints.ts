import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints'
import { endpoint } from '../../endpoint'
import { complaintQueue } from '../../services/complaints'

/** POST /api/admin/complaints: the complaints' queue with the 10-day clock. */
export default endpoint(
  'admin/complaints',
  {
    summary: 'Complaints queue',
    description: `Needs ${COMPLAINT_PERMISSIONS.view}. status pending (open or answered, the nearest 10-day mark first) or closed (latest first), level sac or ouvidoria, or a protocol (its one complaint); paged. Each complaint carries its player, assignee, secondsLeft to the mark and overdue. Errors: 400, 401, 403.`,
  },
  async (request, app) => complaintQueue(app.db, request.body),
)
