import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { raceWeights, setRaceWeight } from '../../services/races'

/** POST /api/admin/race_weight {gameId, weightBps}: set a game's race weight, or null to follow its house edge. */
export default endpoint(
  'admin/race_weight',
  {
    summary: "Set a game's race weight",
    description: `Needs ${RACE_PERMISSIONS.manage}. Basis points, 0 to 100,000 (10,000: a stake scores its amount); null follows the house edge. The next round scores with it. Answers every game's weight. Errors: 400, 401, 403, 1301 no such game.`,
  },
  async (request, app) => {
    const { gameId, weightBps } = request.body
    await setRaceWeight(app.db, { id: currentUser(request).id, ip: request.ip }, gameId, weightBps)
    return raceWeights(app.db, request.lang)
  },
)
