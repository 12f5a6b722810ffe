import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { playerMissions } from '../../services/missions'

/** POST /api/mission/list: the missions running now with the player's progress, and their points. */
export default endpoint(
  'mission/list',
  {
    summary: "The missions running now with the player's progress (docs/missions.md)",
    description:
      "Published missions whose window holds now, ending soonest first, names in the reader's language, each with " +
      'progress (since the last completion), completions and done (completed, not repeatable); balance: the ' +
      "player's points. Progress is counted in each round's own transaction: read it again after a round. Errors: 401.",
  },
  async (request, app) => playerMissions(app.db, currentUser(request).id, request.lang),
)
