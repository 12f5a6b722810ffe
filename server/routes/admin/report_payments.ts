import { REPORT_PERMISSIONS } from '@src/contract/reports'
import { endpoint } from '../../endpoint'
import { groupedReport, reportSource } from '../../services/reports'

/** POST /api/admin/report_payments: Top-ups and withdrawals by channel and status ({REPORT_PERMISSIONS.view}). */
export default endpoint(
  'admin/report_payments',
  {
    summary: 'Top-ups and withdrawals by channel and status',
    description: `Needs ${REPORT_PERMISSIONS.view}. Orders created in the range by type, channel (a top-up's payment channel, a withdrawal's payout:<kind>) and status, grouped by channel, status or day: count, amount and the average seconds from request to payment. Errors: 400, 401, 403, 1740, 1741.`,
  },
  async (request, app) => groupedReport(reportSource(app), 'payments', request.body),
)
