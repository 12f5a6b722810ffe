import { AUDIT_PERMISSIONS } from '@src/contract/corrections'
import { endpoint } from '../../endpoint'
import { verifyChain } from '../../services/audit'

/** POST /api/admin/audit_chain: the audit log's hash chain re-computed, as npm run audit:verify does. */
export default endpoint(
  'admin/audit_chain',
  {
    summary: 'Audit chain status',
    description: `Needs ${AUDIT_PERMISSIONS.view}. Reads the whole log: intact, the number of rows, and the first broken row when not intact. Errors: 401, 403.`,
  },
  async (_request, app) => {
    const report = await verifyChain(app.db)
    return {
      intact: report.ok,
      rows: report.count,
      brokenId: report.ok ? null : report.brokenId,
    }
  },
)
