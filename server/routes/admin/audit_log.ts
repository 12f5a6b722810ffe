import { AUDIT_PERMISSIONS } from '@src/contract/corrections'
import { endpoint } from '../../endpoint'
import { listAudit } from '../../services/audit'

/** POST /api/admin/audit_log: the operator audit log, newest first, filtered. */
export default endpoint(
  'admin/audit_log',
  {
    summary: 'Operator audit log',
    description: `Needs ${AUDIT_PERMISSIONS.view}. Filters: actorId, action (exact, or a family ending in a dot: "correction."), target (exact, e.g. user:42), from and to (São Paulo days, inclusive); paged. Each row: actor, action, target, before, after, reason, address, time and its chain hash. Errors: 400, 401, 403.`,
  },
  async (request, app) => listAudit(app.db, request.body),
)
