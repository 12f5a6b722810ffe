import { RISK_PERMISSIONS } from '@src/contract/risk'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { releaseRiskHolds } from '../../services/money'
import { decideRiskCase } from '../../services/protection'

/** POST /api/admin/risk_case_decide: Close a risk case with a decision and its reason (audit-logged) */
export default endpoint(
  'admin/risk_case_decide',
  {
    summary: 'Close a risk case with a decision and its reason (audit-logged)',
    description: `Needs ${RISK_PERMISSIONS.decide}. decision: noAction, contacted, limited, restricted or reported (to COAF). Recorded in the player's protection history. Any decision but restricted or reported clears the case: the player's withdrawals it held go through the payout rules again at once. Errors: 400, 401, 403, 1660 no such case, 1661 case closed, 1662 reason required, 1726 the operator's own account.`,
  },
  async (request, app) =>
    decideRiskCase(app.db, currentUser(request).id, request.body, (tx, userId) =>
      releaseRiskHolds(tx, userId, app.config.payouts.rules),
    ),
)
