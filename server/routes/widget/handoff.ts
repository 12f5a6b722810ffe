import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { createHandoff, HANDOFF_TTL_MS } from '../../services/accounts'

/** POST /api/widget/handoff: a single-use, one-minute code that opens the portal logged in as this player. */
export default endpoint(
  'widget/handoff',
  {
    summary: 'A one-time code to open the portal logged in',
    description:
      'For a widget on another origin: open the portal with ?handoff=CODE; the portal exchanges it ' +
      '(widget/exchange). The token itself never goes in a URL. Errors: 401.',
  },
  async (request, app) => ({
    code: await createHandoff(app.db, currentUser(request).id),
    expiresIn: HANDOFF_TTL_MS / 1000,
  }),
)
