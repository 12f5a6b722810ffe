import { RISK_PERMISSIONS } from '@src/contract/risk'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { exportRiskCase } from '../../services/protection'

/** POST /api/admin/risk_case_export: Export a risk case for a COAF report (audit-logged) */
export default endpoint(
  'admin/risk_case_export',
  {
    summary: 'Export a risk case for a COAF report (audit-logged)',
    description: `Needs ${RISK_PERMISSIONS.export}. The case, the player's identity, every flag with its evidence, the top-ups and withdrawals and the play totals from 30 days before the first flag, as JSON. Recorded in the player's protection history. Errors: 400, 401, 403, 1660 no such case.`,
  },
  async (request, app) => exportRiskCase(app.db, currentUser(request).id, request.body.id),
)
