import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { teamData } from '../../services/rewards'

/** POST /api/index/allThirdLevelUsers: the three-level team's totals, per-level figures and members. */
export default endpoint(
  'index/allThirdLevelUsers',
  {
    summary: 'Invitation team: three levels',
    description:
      "Totals (headcount, paid top-ups, paid withdrawals, settled bets), each level's people, top-ups and withdrawals, and one page of the chosen level's members (masked phone, admission time, total top-ups), newest first. Errors: 400, 401.",
  },
  async (request, app) => {
    const { level = 1, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return teamData(app.db, currentUser(request).id, level, page, limit)
  },
)
