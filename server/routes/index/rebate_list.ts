import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { rebateList } from '../../services/rewards'

/** POST /api/index/rebate_list: the player's daily rebates (date, bet volume, rate, amount), newest first. */
export default endpoint(
  'index/rebate_list',
  {
    summary: 'Rebate (return-water) records',
    description: 'Errors: 400, 401.',
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return rebateList(app.db, currentUser(request).id, page, limit)
  },
)
