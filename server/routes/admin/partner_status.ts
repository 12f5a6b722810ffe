import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { planList, setPartnerStatus } from '../../services/partnerPlans'

/** POST /api/admin/partner_status: approve or suspend a partner (audited). */
export default endpoint(
  'admin/partner_status',
  {
    summary: 'Approve or suspend a partner',
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.manage}. Approving is the second operator's step: never by the one who proposed the partner (admin/partner_create), nor on the operator's own or linked account. Answers the plan list. Errors: 400, 401, 403, 1726 the operator's own or linked account, 2103 no such partner, 2141 the operator proposed this partner.`,
  },
  async (request, app) => {
    await setPartnerStatus(
      app.db,
      { id: currentUser(request).id, ip: request.ip },
      request.body.partnerId,
      request.body.status,
    )
    return planList(app.db, request.lang)
  },
)
