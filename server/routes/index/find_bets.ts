import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { PlayRecordPage } from '@src/contract/records'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { findBets } from '../../services/games'

/** POST /api/index/find_bets {page, limit}: the player's play records, newest first. */
export default endpoint(
  'POST /index/find_bets',
  {
    access: 'player',
    tags: ['games'],
    summary: "The player's rounds (play records), paged",
    description: 'Game name, bet, what it paid, profit, start and end time. Errors: 401, 400.',
    body: PageBody,
    answer: PlayRecordPage,
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body ?? {}
    return findBets(app.db, currentUser(request).id, request.lang, page, limit)
  },
)
