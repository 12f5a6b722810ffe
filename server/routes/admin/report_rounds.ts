import { REPORT_PERMISSIONS } from '@src/contract/reports'
import { endpoint } from '../../endpoint'
import { checkRange, ROUND_COLUMNS, roundsPage } from '../../services/reports'

/** POST /api/admin/report_rounds: every settled round of the range, a page at a time (REPORT_PERMISSIONS.view). */
export default endpoint(
  'admin/report_rounds',
  {
    summary: 'Every settled round of a range, oldest first',
    description: `Needs ${REPORT_PERMISSIONS.view}. One row per settled round that ended in the range: id, end (UTC), player, game, provider, channel, bet and win in centavos; limit rows (at most 500) after the cursor \`after\`, the answer's next (null on the last page). Errors: 400, 401, 403, 1740 bad range or cursor.`,
  },
  async (request, app) => {
    const { from, to } = checkRange('rounds', request.body)
    const page = await roundsPage(
      await app.reads.recent(),
      from,
      to,
      request.body.after,
      request.body.limit ?? 100,
    )
    return { report: 'rounds', from, to, groupBy: 'round', columns: ROUND_COLUMNS, ...page }
  },
)
