import type { ApiClient } from '../../api/types'
import type { BonusStatus, Promotions } from '../../contract/rewards'

export interface PromotionPageData {
  promotions: Promotions
  /** The logged-in player's status; null for a visitor. */
  status: BonusStatus | null
}

/** What the first-deposit and cash back pages show: the rules for anyone, the status once logged in. */
export const loadPromotionPage = async (
  api: ApiClient,
  loggedIn: boolean,
  signal: AbortSignal,
): Promise<PromotionPageData> => {
  const [promotions, status] = await Promise.all([
    api.get('index/get_promotions', undefined, { signal }),
    loggedIn ? api.get('index/get_bonus_status', undefined, { signal }) : null,
  ])
  return { promotions, status }
}
