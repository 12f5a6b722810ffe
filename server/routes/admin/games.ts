import { GAME_PERMISSIONS } from '@src/contract/players'
import { endpoint } from '../../endpoint'
import { listAdminGames } from '../../services/games'

/** POST /api/admin/games: every game as the operator manages it, enabled or not. */
export default endpoint(
  'admin/games',
  {
    summary: 'List games for management',
    description: `Needs ${GAME_PERMISSIONS.manage}. query: part of a name (any language, accents ignored); provider: one provider's. Lobby order (sort, then id). Errors: 400, 401, 403.`,
  },
  async (request, app) => listAdminGames(app.db, request.body, request.lang),
)
