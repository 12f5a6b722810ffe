import { REPORT_PERMISSIONS } from '@src/contract/reports'
import { endpoint } from '../../endpoint'
import { groupedReport, reportSource } from '../../services/reports'

/** POST /api/admin/report_summary: Money by São Paulo day: GGR, NGR, liability ({REPORT_PERMISSIONS.view}). */
export default endpoint(
  'admin/report_summary',
  {
    summary: 'Money by São Paulo day: GGR, NGR, liability',
    description: `Needs ${REPORT_PERMISSIONS.view}. From the ledger, per São Paulo day (groupBy day, month) from the day from to the day to (both included, at most 366 days): stakes, wins, GGR (stakes - wins), each cost NGR deducts (bonuses, cashback, rebate, vip, salary, referral, races, corrections), NGR, in the brazil profile the GGR tax's rate of the period, the tax and NGR after it, and the players' liability at the period's end. Money in centavos. Errors: 400, 401, 403, 1740 bad range, 1741 bad groupBy.`,
  },
  async (request, app) => groupedReport(reportSource(app), 'summary', request.body),
)
