import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { sessionOf } from '../../plugins/auth'
import { callerExcluded } from '../../plugins/protection'
import { findEvent } from '../../services/content'

/** POST /api/index/get_acdtai {id}: one running event with its full rules. */
export default endpoint(
  'index/get_acdtai',
  {
    summary: 'Event details',
    description: 'Errors: 400 bad id, 1102 no such running event.',
  },
  async (request, app) => {
    // During a cool-off or self-exclusion no event invites play.
    if (await callerExcluded(request)) throw new ApiError(Code.EventNotFound)
    const session = await sessionOf(request)
    const event = await findEvent(
      app.db,
      request.body.id,
      request.lang,
      session?.user.id ?? null,
      app.config.brandName,
    )
    if (!event) throw new ApiError(Code.EventNotFound)
    return event
  },
)
