import { endpoint } from '../../endpoint'
import { currentGame } from '../../plugins/gameSession'
import { rotateSeeds } from '../../services/games'

/** POST /api/game/seed {clientSeed}: the player's own client seed, under a new server seed. */
export default endpoint(
  'game/seed',
  {
    summary: 'Set the client seed (rotates the pair)',
    description:
      'Retires the active pair, revealing its server seed, and starts a new pair with a new server seed ' +
      '(its commitment shown) and this client seed, nonce 0. Errors: 1303, 400 (1-64 characters, no ":").',
  },
  async (request, app) => rotateSeeds(app.db, currentGame(request).userId, request.body.clientSeed),
)
