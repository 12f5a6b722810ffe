import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assignPlan, planList } from '../../services/partnerPlans'

/** POST /api/admin/partner_plan_assign: a partner earns under a plan from a month on (audited). */
export default endpoint(
  'admin/partner_plan_assign',
  {
    summary: 'Put a partner on a plan from a month on',
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.manage}. Answers the plan list. Errors: 400, 401, 403, 2101 no such plan, 2102 a past month, 2103 no such partner.`,
  },
  async (request, app) => {
    await assignPlan(app.db, { id: currentUser(request).id, ip: request.ip }, request.body)
    return planList(app.db, request.lang)
  },
)
