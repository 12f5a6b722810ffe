import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { escalateComplaint } from '../../services/complaints'

/** POST /api/admin/complaint_escalate: send a complaint to the ouvidoria (audited). */
export default endpoint(
  'admin/complaint_escalate',
  {
    summary: 'Escalate a complaint to the ouvidoria (audited)',
    description: `Needs ${COMPLAINT_PERMISSIONS.escalate}. reason required. The complaint moves to level ouvidoria, unassigned; its 10-day mark stays. Errors: 400, 401, 403, 1910, 1911 no reason, 1913 closed, 1914 at the ouvidoria already.`,
  },
  async (request, app) =>
    escalateComplaint(app.db, { id: currentUser(request).id, ip: request.ip }, request.body),
)
