import type { RouteTarget } from '@portal/app/routes'

/** Where a game and a category open in the portal; the pages read the same query names. */
export const GAME_ID_PARAM = 'id'
export const CATEGORY_PARAM = 'category'
/** Older links name a category by its number instead of its slug. */
export const CATEGORY_ID_PARAM = 'id'

export const gameFrameRoute = (gameId: number): RouteTarget => `/pages/framebox?${GAME_ID_PARAM}=${gameId}`

export const categoryRoute = (slug: string): RouteTarget =>
  `/pages/jogos/game-details/index?${CATEGORY_PARAM}=${encodeURIComponent(slug)}`
