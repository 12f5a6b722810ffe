import { RISK_PERMISSIONS } from '@src/contract/risk'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assignRiskCase } from '../../services/protection'

/** POST /api/admin/risk_case_assign: Take a risk case or hand it to an operator (audit-logged) */
export default endpoint(
  'admin/risk_case_assign',
  {
    summary: 'Take a risk case or hand it to an operator (audit-logged)',
    description: `Needs ${RISK_PERMISSIONS.assign}. ownerId absent: the caller takes it; else an operator holding ${RISK_PERMISSIONS.decide}. Recorded in the player's protection history. Errors: 400, 401, 403, 1660 no such case, 1661 case closed, 1663 owner not allowed.`,
  },
  async (request, app) => assignRiskCase(app.db, currentUser(request).id, request.body),
)
