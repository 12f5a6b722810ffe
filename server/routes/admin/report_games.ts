import { REPORT_PERMISSIONS } from '@src/contract/reports'
import { endpoint } from '../../endpoint'
import { groupedReport, reportSource } from '../../services/reports'

/** POST /api/admin/report_games: Stakes, wins and RTP per game, provider or channel ({REPORT_PERMISSIONS.view}). */
export default endpoint(
  'admin/report_games',
  {
    summary: 'Stakes, wins and RTP per game, provider or channel',
    description: `Needs ${REPORT_PERMISSIONS.view}. Settled rounds by the day they ended, grouped by game (with its provider, theoretical RTP and the flag past 4 standard deviations after 100,000 rounds), provider, player channel (direct, invited, demo) or day. Errors: 400, 401, 403, 1740, 1741.`,
  },
  async (request, app) => groupedReport(reportSource(app), 'games', request.body),
)
