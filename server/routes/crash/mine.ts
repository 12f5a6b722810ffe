import { endpoint } from '../../endpoint'
import { currentCrash } from '../../plugins/gameSession'
import { myCrashBets } from '../../services/crash'

/** POST /api/crash/mine {count}: the player's newest crash bets. */
export default endpoint(
  'crash/mine',
  {
    summary: "The player's newest crash bets",
    description: 'Newest round first, slot 1 before slot 2; count default 10, at most 50. Errors: 1303, 400.',
  },
  async (request, app) => myCrashBets(app.db, currentCrash(request).userId, request.body.count ?? 10),
)
