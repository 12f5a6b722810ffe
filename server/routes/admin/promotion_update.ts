import { Code } from '@src/contract/codes'
import { REWARDS_PERMISSIONS } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { rewardsOverview, updatePromotion } from '../../services/rewards'

/** POST /api/admin/promotion_update: switch a promotion on or off, optionally with new rules. */
export default endpoint(
  'admin/promotion_update',
  {
    summary: 'Switch a promotion, change its rules',
    description: `Needs ${REWARDS_PERMISSIONS.manage}. Answers the new overview. Errors: 400, 401, 403, 1503 rules do not fit.`,
  },
  async (request, app) => {
    const { key, enabled, rules } = request.body
    if (
      !(await updatePromotion(app.db, key, enabled, rules, { id: currentUser(request).id, ip: request.ip }))
    )
      throw new ApiError(Code.PromotionRulesInvalid)
    // Every process's web config shows the switch before this answer goes.
    await app.readCache.sync()
    return rewardsOverview(app.db)
  },
)
