import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { pendingCounts } from '../../services/alerts'

/** POST /api/admin/pending_counts: what waits in each queue the operator may open (the console's overview). */
export default endpoint(
  'admin/pending_counts',
  {
    summary: 'What waits for the operator',
    description:
      "Any console account. One count per queue whose page the operator's permissions open: payouts (finance:order:list: unpaid withdrawals held by the payout rules or paid by hand), corrections (console:corrections:view: waiting for a second operator), riskCases (compliance:risk:view: open cases), identityChecks (compliance:player:view: declared identities waiting for a decision). A queue the operator may not open is left out. Errors: 401, 403 for a player.",
  },
  async (request, app) => pendingCounts(app.db, currentUser(request).permissions),
)
