import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { findBets } from '../../services/games'

/** POST /api/index/find_bets {page, limit}: the player's play records, newest first. */
export default endpoint(
  'index/find_bets',
  {
    summary: "The player's rounds (play records), paged",
    description: 'Game name, bet, what it paid, profit, start and end time. Errors: 401, 400.',
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body ?? {}
    return findBets(app.db, currentUser(request).id, request.lang, page, limit)
  },
)
