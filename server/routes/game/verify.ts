import { endpoint } from '../../endpoint'
import { currentGame } from '../../plugins/gameSession'
import { verifyPlayerRound } from '../../services/games'

/** POST /api/game/verify {roundId}: one of the player's rounds recomputed from its revealed seed. */
export default endpoint(
  'game/verify',
  {
    summary: 'Recompute a past round from its revealed server seed',
    description:
      'Any game of the player. Errors: 1303, 400, 1306 no such round of the player, 1307 its server ' +
      'seed is still in use (rotate first).',
  },
  async (request, app) => verifyPlayerRound(app.db, currentGame(request).userId, request.body.roundId),
)
