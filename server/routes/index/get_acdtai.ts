import { Code } from '@src/contract/codes'
import { EventDetails, EventDetailsBody } from '@src/contract/content'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { sessionOf } from '../../plugins/auth'
import { callerExcluded } from '../../plugins/protection'
import { findEvent } from '../../services/content'

/** POST /api/index/get_acdtai {id}: one running event with its full rules. */
export default endpoint(
  'POST /index/get_acdtai',
  {
    access: 'public',
    tags: ['content'],
    summary: 'Event details',
    description: 'Errors: 400 bad id, 1102 no such running event.',
    body: EventDetailsBody,
    answer: EventDetails,
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
