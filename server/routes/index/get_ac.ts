import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EventList } from '../../../src/contract/content'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { ok } from '../../envelope'
import { listEvents } from '../../services/content'

/** GET /api/index/get_ac: the running events, in order. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_ac',
    {
      schema: {
        tags: ['content'],
        summary: 'Events list',
        response: { 200: EnvelopeSchema(EventList) },
      },
    },
    async (request) => ok(request, await listEvents(app.db, request.lang)),
  )
}

export default route
