import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { detailView, partnerOfUser, statementDetail } from '../../services/partnerPlans'

/** POST /api/partner/statement {id}: one of the calling partner's statements with its lines. */
export default endpoint(
  'partner/statement',
  {
    summary: "One of a partner's own statements and its lines",
    description: 'Needs a partner\u2019s token. Errors: 400, 401, 2104 none of theirs, 2109 not a partner.',
  },
  async (request, app) => {
    const partnerId = await partnerOfUser(app.db, currentUser(request).id)
    return detailView(await statementDetail(app.db, request.body.id, partnerId))
  },
)
