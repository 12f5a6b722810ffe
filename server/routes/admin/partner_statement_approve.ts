import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { approveStatement, detailView, statementDetail } from '../../services/partnerPlans'

/** POST /api/admin/partner_statement_approve {id}: the maker approves a frozen statement (nothing moves). */
export default endpoint(
  'admin/partner_statement_approve',
  {
    summary: "Approve a partner's statement for payment (maker)",
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.approve}. Errors: 400, 401, 403, 1726 the partner is the operator's own or linked account, 2104 no such statement, 2105 not frozen.`,
  },
  async (request, app) => {
    await approveStatement(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.id)
    return detailView(await statementDetail(app.db, request.body.id))
  },
)
