import { endpoint } from '../../endpoint'
import { payoutQueue } from '../../services/money'

/** POST /api/admin/payout_queue: the open withdrawals' figures against the 120-minute mark (finance:order:list). */
export default endpoint(
  'admin/payout_queue',
  {
    summary: 'Withdrawal queue figures',
    description:
      'Open withdrawals (neither paid nor refused): how many, their sum in centavos, the oldest request, how many wait for a human (held) and how many are past the 120-minute mark. Errors: 401, 403 without finance:order:list.',
  },
  async (_request, app) => payoutQueue(app.db),
)
