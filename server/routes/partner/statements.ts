import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listStatements, statementView } from '../../services/partnerPlans'
import { partnerOf } from '../../services/partners'

/** POST /api/partner/statements {month?}: the calling partner's own monthly statements. */
export default endpoint(
  'partner/statements',
  {
    summary: "A partner's own monthly statements (docs/partners.md)",
    description: 'Needs a partner\u2019s token. Errors: 400, 401, 2108 not a month, 2072 not a partner.',
  },
  async (request, app) => {
    const partnerId = (await partnerOf(app.db, currentUser(request).id)).id
    const statements = await listStatements(app.db, { month: request.body.month, partnerId })
    return { statements: statements.map(statementView) }
  },
)
