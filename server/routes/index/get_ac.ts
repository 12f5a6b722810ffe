import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EventList } from '@src/contract/content'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { sessionOf } from '../../plugins/auth'
import { callerExcluded } from '../../plugins/protection'
import { listEvents } from '../../services/content'

/** GET /api/index/get_ac: the running events, in order. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_ac',
    {
      schema: {
        tags: ['content'],
        summary: 'Events list',
        description: "With a token, each event carries the player's state in it ('open' for visitors).",
        response: { 200: EnvelopeSchema(EventList) },
      },
    },
    async (request) => {
      // Nothing that invites play during a cool-off or self-exclusion.
      if (await callerExcluded(request)) return ok(request, [])
      const session = await sessionOf(request)
      return ok(request, await listEvents(app.db, request.lang, session?.user.id ?? null))
    },
  )
}

export default route
