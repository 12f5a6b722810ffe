import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { endpoint } from '../../endpoint'
import { raceWeights } from '../../services/races'

/** POST /api/admin/race_weights: every game's race weight (the operator's, and the one that applies). */
export default endpoint(
  'admin/race_weights',
  {
    summary: "Each game's race weight",
    description: `Needs ${RACE_PERMISSIONS.view}. weightBps null: the weight follows the house edge (effectiveBps, docs/races.md). Errors: 401, 403.`,
  },
  async (request, app) => raceWeights(app.db, request.lang),
)
