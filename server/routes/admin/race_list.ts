import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { endpoint } from '../../endpoint'
import { listRaces } from '../../services/races'

/** POST /api/admin/race_list: the races switch and the newest races, with players and prizes paid. */
export default endpoint(
  'admin/race_list',
  {
    summary: 'Races: the switch and the newest 100 races (docs/races.md)',
    description: `Needs ${RACE_PERMISSIONS.view}. Times are São Paulo wall-clock minutes. Errors: 401, 403.`,
  },
  async (_request, app) => listRaces(app.db),
)
