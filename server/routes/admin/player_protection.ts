import { PROTECTION_PERMISSIONS } from '@src/contract/protection'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { lookUpPlayer } from '../../services/protection'

/** POST /api/admin/player_protection: a player's limits, exclusion, identity and protection history. */
export default endpoint(
  'admin/player_protection',
  {
    summary: 'Look a player’s protection up (audit-logged)',
    description: `Needs ${PROTECTION_PERMISSIONS.viewPlayer}. query: the player's CPF (11 digits, punctuation allowed), phone (E.164) or id. Read only, and recorded in the player's history (viewedByOperator). Errors: 400, 401, 403, 1620 no such player.`,
  },
  async (request, app) =>
    lookUpPlayer(
      app.db,
      currentUser(request).id,
      request.body.query,
      app.config.compliance.realityCheckMinutes,
    ),
)
