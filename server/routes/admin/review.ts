import { AdminOrder, MONEY_PERMISSIONS, ReviewBody } from '@src/contract/money'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { reviewOrder } from '../../services/money/admin'

/** POST /api/admin/review: approve (paid) or reject (failed, with a reason) an order (finance:order:review). */
export default endpoint(
  'POST /admin/review',
  {
    access: { permission: MONEY_PERMISSIONS.reviewOrder },
    tags: ['admin'],
    summary: 'Decide an order',
    description:
      'Final: stamped with the reviewer and the time, written to the audit log. Approving a top-up credits the wallet; approving a withdrawal pays it out; rejecting a withdrawal refunds the wallet. Errors: 401, 403 without finance:order:review, 1420 no such order, 1421 already decided (nothing changed), 1422 rejection without a reason.',
    body: ReviewBody,
    answer: AdminOrder,
  },
  async (request, app) => reviewOrder(app.db, request.lang, currentUser(request).id, request.body),
)
