import { PAGE_DEFAULTS } from '@src/contract/paging'
import { REWARDS_PERMISSIONS } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { adminRewardList } from '../../services/rewards'

/** POST /api/admin/reward_list: the rewards paid to every player, newest first. */
export default endpoint(
  'admin/reward_list',
  {
    summary: 'Rewards paid',
    description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 400, 401, 403.`,
  },
  async (request, app) => {
    const { kind, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return adminRewardList(app.db, kind, page, limit)
  },
)
