import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listRecords } from '../../services/money'

/** POST /api/index/Wit_rech_list: the player's top-up or withdrawal records, newest first, paged. */
export default endpoint(
  'index/Wit_rech_list',
  {
    summary: 'Recharge or withdrawal records',
    description: 'Errors: 401, 400 bad type, status, page or limit.',
  },
  async (request, app) => {
    const { type, status, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    const records = await listRecords(app.db, currentUser(request).id, request, {
      type,
      status,
      page,
      limit,
    })
    return records
  },
)
