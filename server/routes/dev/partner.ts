import { endpoint } from '../../endpoint'
import { makeApprovedPartner } from '../../services/partnerArea'

/**
 * POST /api/dev/partner {userId}: makes the account an approved partner (again: the same one), so browser
 * tests can set up a partner before the console can. Registered only outside production.
 */
export default endpoint(
  'dev/partner',
  { summary: 'Make an account an approved partner (development only, absent in production)' },
  async (request, app) => makeApprovedPartner(app.db, request.body.userId),
)
