import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { myGames } from '../../services/games'

/** POST /api/index/my_games: the player's continue-playing and favourite games. */
export default endpoint(
  'index/my_games',
  {
    summary: 'Continue playing and favourites',
    description:
      "recent: the enabled games of the player's latest 500 rounds, the last played first (at most 12). favorites: their marked games, the last marked first. Errors: 401.",
  },
  async (request, app) => myGames(app.db, currentUser(request).id, request.lang),
)
