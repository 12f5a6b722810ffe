import type { RouteTarget } from '@portal/app/routes'
import { CRASH_GAME_SLUG } from '../../contract/crash-values'

/** Where a game and a category open in the portal; the pages read the same query names. */
export const GAME_ID_PARAM = 'id'
export const CATEGORY_PARAM = 'category'
/** Older links name a category by its number instead of its slug. */
export const CATEGORY_ID_PARAM = 'id'

const gameFrameRoute = (gameId: number): RouteTarget => `/pages/framebox?${GAME_ID_PARAM}=${gameId}`

/** Where a catalogue game opens: the crash game on its own page, every other game in the frame. */
export const gameRoute = ({ id, slug }: { id: number; slug: string }): RouteTarget =>
  slug === CRASH_GAME_SLUG ? `/pages/jogos/crash/index?${GAME_ID_PARAM}=${id}` : gameFrameRoute(id)

export const categoryRoute = (slug: string): RouteTarget =>
  `/pages/jogos/game-details/index?${CATEGORY_PARAM}=${encodeURIComponent(slug)}`
