import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { detailView, payStatement, statementDetail } from '../../services/partnerPlans'

/**
 * POST /api/admin/partner_statement_pay {id}: the checker releases an approved statement: its total moves to
 * the partner's wallet through the ledger, to be withdrawn by PIX under the payout rules.
 */
export default endpoint(
  'admin/partner_statement_pay',
  {
    summary: "Release a partner's approved statement for payment (checker)",
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.approve}. Errors: 400, 401, 403, 1726 own or linked account, 2104 no such statement, 2105 not approved, 2106 the approver, 2107 the partner is not approved.`,
  },
  async (request, app) => {
    await payStatement(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.id)
    return detailView(await statementDetail(app.db, request.body.id))
  },
)
