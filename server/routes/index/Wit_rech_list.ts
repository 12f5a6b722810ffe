import { OrderListBody, RecordPage } from '@src/contract/money'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listRecords } from '../../services/money'

/** POST /api/index/Wit_rech_list: the player's top-up or withdrawal records, newest first, paged. */
export default endpoint(
  'POST /index/Wit_rech_list',
  {
    access: 'player',
    tags: ['money'],
    summary: 'Recharge or withdrawal records',
    description: 'Errors: 401, 400 bad type, status, page or limit.',
    body: OrderListBody,
    answer: RecordPage,
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
