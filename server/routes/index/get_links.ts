import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { inviteLinks } from '../../services/rewards'

/** GET /api/index/get_links: the player's invitation code and the sign-up link carrying it. */
export default endpoint(
  'index/get_links',
  {
    summary: 'Invitation code and link',
    description:
      "The link opens the portal's registration with ?code=, in the caller's language (?lang=). Errors: 401.",
  },
  async (request, app) => inviteLinks(currentUser(request), app.config.publicUrl, request.lang),
)
