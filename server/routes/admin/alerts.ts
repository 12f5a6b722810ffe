import { endpoint } from '../../endpoint'
import { openAlerts } from '../../services/alerts'

/** POST /api/admin/alerts: the console's open alerts, the banner above every page (finance:order:list). */
export default endpoint(
  'admin/alerts',
  {
    summary: 'Open alerts',
    description:
      'The alerts the alert jobs (each run by the process holding its lease) keep open while their cause lasts, the oldest first: ledgerDifference (accounts whose balance is not the sum of their entries, or a ledger that does not sum to zero) and payoutDeadline (withdrawals unpaid 90 minutes after their request). Errors: 401, 403 without finance:order:list.',
  },
  async (_request, app) => openAlerts(app.db),
)
