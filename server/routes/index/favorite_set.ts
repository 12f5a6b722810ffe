import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { setFavorite } from '../../services/games'

/** POST /api/index/favorite_set {gameId, favorite}: the heart on a game tile. */
export default endpoint(
  'index/favorite_set',
  {
    summary: 'Mark or unmark a favourite game',
    description:
      'Idempotent: marking a marked game or unmarking an unmarked one changes nothing. Errors: 400, 401, 1301 no playable game by this id (when marking).',
  },
  async (request, app) => {
    const { gameId, favorite } = request.body
    if (!(await setFavorite(app.db, currentUser(request).id, gameId, favorite)))
      throw new ApiError(Code.GameNotFound)
    return { gameId, favorite }
  },
)
