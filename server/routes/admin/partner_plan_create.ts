import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { createPlan, planList } from '../../services/partnerPlans'

/** POST /api/admin/partner_plan_create: a CPA, revenue-share or hybrid plan (audited). */
export default endpoint(
  'admin/partner_plan_create',
  {
    summary: 'Create a partner plan',
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.manage}. Answers the plan list. Errors: 400, 401, 403, 2100 the plan does not add up, 1940 (brazil) a text says free.`,
  },
  async (request, app) => {
    await createPlan(
      app.db,
      app.config.compliance.profile,
      { id: currentUser(request).id, ip: request.ip },
      request.body,
    )
    return planList(app.db, request.lang)
  },
)
