import { endpoint } from '../../endpoint'
import { sessionOf } from '../../plugins/auth'
import { callerExcluded } from '../../plugins/protection'
import { listEvents } from '../../services/content'

/** GET /api/index/get_ac: the running events, in order. */
export default endpoint(
  'index/get_ac',
  {
    summary: 'Events list',
    description: "With a token, each event carries the player's state in it ('open' for visitors).",
  },
  async (request, app) => {
    // Nothing that invites play during a cool-off or self-exclusion.
    if (await callerExcluded(request)) return []
    const session = await sessionOf(request)
    return listEvents(app.db, request.lang, session?.user.id ?? null)
  },
)
