import { PAGE_DEFAULTS } from '@src/contract/paging'
import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { endpoint } from '../../endpoint'
import { deliveryLog } from '../../services/partners'

/** POST /api/admin/partner_deliveries: the postback delivery log of every partner, or of one. */
export default endpoint(
  'admin/partner_deliveries',
  {
    summary: "Partners' postback delivery log",
    description: `Needs ${PARTNER_PLAN_PERMISSIONS.view}. Every try, newest first; partnerId narrows it to one partner. Errors: 400, 401, 403.`,
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit, partnerId } = request.body
    return deliveryLog(app.db, partnerId, page, limit)
  },
)
