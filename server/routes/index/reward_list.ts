import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { rewardList } from '../../services/rewards'

/** POST /api/index/reward_list: the player's rewards (optionally of one kind), newest first. */
export default endpoint(
  'index/reward_list',
  {
    summary: "The player's rewards",
    description:
      'kind: referral, first_deposit, recharge_cashback, vip_upgrade, rebate, partner_salary. Errors: 400, 401.',
  },
  async (request, app) => {
    const { kind, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return rewardList(app.db, currentUser(request).id, kind, page, limit)
  },
)
