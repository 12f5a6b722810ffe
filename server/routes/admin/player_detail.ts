import { PLAYER_PERMISSIONS } from '@src/contract/players'
import { endpoint } from '../../endpoint'
import { playerDetail } from '../../services/players'

/** POST /api/admin/player_detail: one player whole, each section paged with its history. */
export default endpoint(
  'admin/player_detail',
  {
    summary: 'A player whole: identity, balances, protection and every section',
    description: `Needs ${PLAYER_PERMISSIONS.view}. Without section: identity, balances, protection and the first 10 rows of every section (ledger, orders, rounds, bonuses, protection, sessions, messages, links, risk, notes); with section, page and limit: that section's page. Errors: 400, 401, 403, 1620 no such player.`,
  },
  async (request, app) => {
    const { id, ...window } = request.body
    return playerDetail(app.db, id, window)
  },
)
