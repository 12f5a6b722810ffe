import { REPORT_PERMISSIONS } from '@src/contract/reports'
import { endpoint } from '../../endpoint'
import { groupedReport, reportSource } from '../../services/reports'

/** POST /api/admin/report_players: New, depositing and first-depositing players ({REPORT_PERMISSIONS.view}). */
export default endpoint(
  'admin/report_players',
  {
    summary: 'New, depositing and first-depositing players',
    description: `Needs ${REPORT_PERMISSIONS.view}. Per day or month: players who signed up, players with a paid top-up, first paid top-ups and their amount. Errors: 400, 401, 403, 1740, 1741.`,
  },
  async (request, app) => groupedReport(reportSource(app), 'players', request.body),
)
