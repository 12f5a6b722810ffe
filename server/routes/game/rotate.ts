import { endpoint } from '../../endpoint'
import { currentGame } from '../../plugins/gameSession'
import { rotateSeeds } from '../../services/games'

/** POST /api/game/rotate: reveals the server seed in use and commits to a new one. */
export default endpoint(
  'game/rotate',
  {
    summary: 'Rotate the seeds: reveal the server seed in use',
    description:
      'The rounds played under the revealed seed can then be checked with game/verify. The client seed ' +
      'stays. Errors: 1303.',
  },
  async (request, app) => rotateSeeds(app.db, currentGame(request).userId),
)
