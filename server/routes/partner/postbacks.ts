import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { postbackSettings } from '../../services/partners'

/** POST /api/partner/postbacks: the partner's postback templates and signing secret. */
export default endpoint(
  'partner/postbacks',
  {
    summary: "The partner's postback templates and signing secret",
    description:
      'For the partner account only (docs/partners.md, Postbacks). Errors: 401, 2072 not a partner.',
  },
  async (request, app) => postbackSettings(app.db, currentUser(request).id),
)
