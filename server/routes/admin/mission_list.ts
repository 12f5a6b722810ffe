import { MISSION_PERMISSIONS } from '@src/contract/missions-values'
import { endpoint } from '../../endpoint'
import { listMissions } from '../../services/missions'

/** POST /api/admin/mission_list: the newest missions and shop items, with players, completions and sales. */
export default endpoint(
  'admin/mission_list',
  {
    summary: 'Missions and shop items (docs/missions.md)',
    description: `Needs ${MISSION_PERMISSIONS.view}. The newest 100 of each; times are São Paulo wall-clock minutes. Errors: 401, 403.`,
  },
  async (_request, app) => listMissions(app.db),
)
