import { PLAYER_PERMISSIONS } from '@src/contract/players'
import { endpoint } from '../../endpoint'
import { searchPlayers } from '../../services/players'

/** POST /api/admin/player_search: players by CPF, phone, name, id, handle or nickname, PIX key or order id. */
export default endpoint(
  'admin/player_search',
  {
    summary: 'Find players from one search box',
    description: `Needs ${PLAYER_PERMISSIONS.search}. query: a CPF (punctuation allowed), a phone (E.164 or national, any punctuation), a player or order id, the start of a name, handle or nickname, or a PIX key (CPF, CNPJ, phone, e-mail, random key). Every reading of the text is tried; each hit names the kinds it matched by. At most 20 hits. Errors: 400, 401, 403.`,
  },
  async (request, app) => searchPlayers(await app.reads.recent(), request.body.query),
)
