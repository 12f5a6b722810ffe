import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { pointsHistory } from '../../services/missions'

/** POST /api/mission/points {before?}: the player's points balance and movements, newest first. */
export default endpoint(
  'mission/points',
  {
    summary: "The player's points and their movements (docs/missions.md)",
    description:
      'balance and the movements newest first, 50 a page (before: the last id of the previous page): + a mission ' +
      'completed, - a purchase, + a purchase given back, each with the balance after it. Errors: 400, 401.',
  },
  async (request, app) => pointsHistory(app.db, currentUser(request).id, request.lang, request.body.before),
)
