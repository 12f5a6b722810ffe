import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { partnerFigures } from '../../services/partnerArea'

/** POST /api/partner/figures {from, to, by?}: the partner's own figures by day and by sub-id. */
export default endpoint(
  'partner/figures',
  {
    summary: "The partner's clicks, sign-ups, first deposits, qualifications, NGR and commission",
    description:
      'For a partner account only (docs/partner-area.md): São Paulo days from `from` to `to` (at most 92), by day and by the values of sub-id `by` (1 to 5). Errors: 400, 401, 2130 range, 2072 not a partner.',
  },
  async (request, app) => partnerFigures(app.db, currentUser(request).id, request.body),
)
