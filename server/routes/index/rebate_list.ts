import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { RebatePage } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { rebateList } from '../../services/rewards'

/** POST /api/index/rebate_list: the player's daily rebates (date, bet volume, rate, amount), newest first. */
export default endpoint(
  'POST /index/rebate_list',
  {
    access: 'player',
    tags: ['rewards'],
    summary: 'Rebate (return-water) records',
    description: 'Errors: 400, 401.',
    body: PageBody,
    answer: RebatePage,
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return rebateList(app.db, currentUser(request).id, page, limit)
  },
)
