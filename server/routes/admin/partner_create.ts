import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { planList, proposePartner } from '../../services/partnerPlans'

/** POST /api/admin/partner_create: an operator proposes an existing player as a partner (audited). */
export default endpoint(
  'admin/partner_create',
  {
    summary: 'Propose a player as a partner',
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.manage}. The partner starts pending; another operator approves it (admin/partner_status). Answers the plan list. Errors: 400, 401, 403, 1620 no such player, 1725 a console account, 1726 the operator's own or linked account, 2140 a partner already.`,
  },
  async (request, app) => {
    await proposePartner(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.userId)
    return planList(app.db, request.lang)
  },
)
