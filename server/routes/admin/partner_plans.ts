import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { planList } from '../../services/partnerPlans'

/** POST /api/admin/partner_plans: the plans and every partner with its status and plan assignments. */
export default endpoint(
  'admin/partner_plans',
  {
    summary: 'Partner plans and partners (docs/partners.md)',
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.view}. Errors: 401, 403.`,
  },
  async (request, app) => planList(app.db, request.lang),
)
