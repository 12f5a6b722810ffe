import { endpoint } from '../../endpoint'
import { nextRewards } from '../../services/rewards'

/** GET /api/index/next_rewards: when the next rebate and partner salary are paid. */
export default endpoint(
  'index/next_rewards',
  {
    summary: 'Next rebate and salary payment',
    description:
      "The reward jobs' next run after the current day (rebate) or week (salary) closes, Brasília time; null while the promotion is switched off.",
  },
  async (_request, app) => nextRewards(app.db),
)
