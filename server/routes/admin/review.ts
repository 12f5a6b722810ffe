import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { reviewOrder } from '../../services/money'

/** POST /api/admin/review: approve (paid) or reject (failed, with a reason) an order (finance:order:review). */
export default endpoint(
  'admin/review',
  {
    summary: 'Decide an order',
    description:
      "Final: stamped with the reviewer and the time, written to the audit log. Maker and checker: the first approval of a top-up is a proposal (reason and proofId required, nothing moves), a different operator's approval credits the wallet; a held withdrawal above PAYOUT_AUTO_MAX is likewise proposed, then cleared for the payout provider by another operator. Approving another withdrawal pays it out; rejecting a withdrawal refunds the wallet. Nobody decides an order of their own or linked account. Errors: 401, 403 without finance:order:review, 1420 no such order, 1421 already decided (nothing changed), 1422 rejection without a reason, 1726 own or linked account, 1727 the proposer approving, 1728 top-up proposal without a reason or proof.",
  },
  async (request, app) =>
    reviewOrder(app.db, request.lang, app.config.payouts.rules, currentUser(request).id, request.body),
)
