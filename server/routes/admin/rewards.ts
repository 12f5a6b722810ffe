import { REWARDS_PERMISSIONS } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { rewardsOverview } from '../../services/rewards'

/** GET /api/admin/rewards: promotion switches and rules, the VIP table, the totals paid, the jobs. */
export default endpoint(
  'admin/rewards',
  {
    summary: 'Rewards configuration and totals',
    description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 401, 403.`,
  },
  async (_request, app) => rewardsOverview(app.db),
)
