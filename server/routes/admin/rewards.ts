import { REWARDS_PERMISSIONS, RewardsOverview } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { rewardsOverview } from '../../services/rewards'

/** GET /api/admin/rewards: promotion switches and rules, the VIP table, the totals paid, the jobs. */
export default endpoint(
  'GET /admin/rewards',
  {
    access: { permission: REWARDS_PERMISSIONS.view },
    tags: ['admin'],
    summary: 'Rewards configuration and totals',
    description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 401, 403.`,
    answer: RewardsOverview,
  },
  async (_request, app) => rewardsOverview(app.db),
)
