import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { detailView, statementDetail } from '../../services/partnerPlans'

/** POST /api/admin/partner_statement {id}: one statement and its lines. */
export default endpoint(
  'admin/partner_statement',
  {
    summary: "A partner's statement and its lines",
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.view}. Errors: 400, 401, 403, 2104 no such statement.`,
  },
  async (request, app) => detailView(await statementDetail(app.db, request.body.id)),
)
