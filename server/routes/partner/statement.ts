import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { detailView, statementDetail } from '../../services/partnerPlans'
import { partnerOf } from '../../services/partners'

/** POST /api/partner/statement {id}: one of the calling partner's statements with its lines. */
export default endpoint(
  'partner/statement',
  {
    summary: "One of a partner's own statements and its lines",
    description: 'Needs a partner\u2019s token. Errors: 400, 401, 2104 none of theirs, 2072 not a partner.',
  },
  async (request, app) => {
    const partnerId = (await partnerOf(app.db, currentUser(request).id)).id
    return detailView(await statementDetail(app.db, request.body.id, partnerId))
  },
)
