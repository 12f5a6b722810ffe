import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { deliveryLog, partnerOf } from '../../services/partners'

/** POST /api/partner/deliveries: the partner's own postback delivery log, newest first. */
export default endpoint(
  'partner/deliveries',
  {
    summary: "The partner's postback delivery log",
    description: 'Every try of every postback, newest first. Errors: 400, 401, 2072 not a partner.',
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    const partner = await partnerOf(app.db, currentUser(request).id)
    return deliveryLog(app.db, partner.id, page, limit)
  },
)
