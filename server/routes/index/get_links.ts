import { InviteLinks } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { inviteLinks } from '../../services/rewards'

/** GET /api/index/get_links: the player's invitation code and the sign-up link carrying it. */
export default endpoint(
  'GET /index/get_links',
  {
    access: 'player',
    tags: ['rewards'],
    summary: 'Invitation code and link',
    description:
      "The link opens the portal's registration with ?code=, in the caller's language (?lang=). Errors: 401.",
    answer: InviteLinks,
  },
  async (request, app) => inviteLinks(currentUser(request), app.config.publicUrl, request.lang),
)
