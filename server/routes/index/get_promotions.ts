import { PROMOTION_KEYS } from '@src/contract/content'
import type { Promotions } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { callerExcluded } from '../../plugins/protection'
import { getPromotions } from '../../services/rewards'

/** GET /api/index/get_promotions (public): every promotion's switch and rules. */
export default endpoint(
  'index/get_promotions',
  {
    summary: 'Promotion rules (first deposit, cash back, referral, rebate, partner salary, VIP rewards)',
    description: 'Open without login: the first-deposit, cash back and partner pages show these tiers.',
  },
  async (request, app) => {
    const promotions = await getPromotions(app.db)
    if (!(await callerExcluded(request))) return promotions
    // During a cool-off or self-exclusion every promotion shows off: nothing invites play.
    const off = Object.fromEntries(
      PROMOTION_KEYS.map((key) => [key, { ...promotions[key], enabled: false }]),
    ) as Omit<Promotions, 'timezone'>
    return { ...promotions, ...off }
  },
)
