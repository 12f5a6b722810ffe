import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { appliedCorrections } from '../../services/corrections'

/** POST /api/index/balance_history: the operator's corrections of the player's balances, newest first. */
export default endpoint(
  'index/balance_history',
  {
    summary: 'Balance corrections of the player',
    description:
      'Each applied correction: the balance (wallet or game), the signed amount in centavos, the reason and its label in the caller language, the balance after and the time. Errors: 401, 400.',
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    const { list, total } = await appliedCorrections(app.db, currentUser(request).id, page, limit)
    return {
      list: list.map((entry) => ({ ...entry, label: request.t(`correction.reason.${entry.reason}`) })),
      total,
      page,
      limit,
    }
  },
)
