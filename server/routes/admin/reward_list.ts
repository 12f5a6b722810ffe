import { PAGE_DEFAULTS } from '@src/contract/paging'
import { AdminRewardPage, REWARDS_PERMISSIONS, RewardListBody } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { adminRewardList } from '../../services/rewards'

/** POST /api/admin/reward_list: the rewards paid to every player, newest first. */
export default endpoint(
  'POST /admin/reward_list',
  {
    access: { permission: REWARDS_PERMISSIONS.view },
    tags: ['admin'],
    summary: 'Rewards paid',
    description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 400, 401, 403.`,
    body: RewardListBody,
    answer: AdminRewardPage,
  },
  async (request, app) => {
    const { kind, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return adminRewardList(app.db, kind, page, limit)
  },
)
