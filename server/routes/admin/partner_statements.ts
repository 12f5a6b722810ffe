import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { listStatements, statementView } from '../../services/partnerPlans'

/** POST /api/admin/partner_statements {month?, partnerId?}: the monthly statements, newest month first. */
export default endpoint(
  'admin/partner_statements',
  {
    summary: "Partners' monthly statements",
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.view}. At most 500, newest month first. Errors: 400, 401, 403, 2108 not a month.`,
  },
  async (request, app) => ({
    statements: (await listStatements(app.db, request.body)).map(statementView),
  }),
)
