import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { HandoffData } from '@src/contract/handoff'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { createHandoff, HANDOFF_TTL_MS } from '../../services/accounts/handoff'

/** POST /api/widget/handoff: a single-use, one-minute code that opens the portal logged in as this player. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/widget/handoff',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['widget'],
        summary: 'A one-time code to open the portal logged in',
        description:
          'For a widget on another origin: open the portal with ?handoff=CODE; the portal exchanges it ' +
          '(widget/exchange). The token itself never goes in a URL. Errors: 401.',
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(HandoffData) },
      },
    },
    async (request) =>
      ok(request, {
        code: await createHandoff(app.db, currentUser(request).id),
        expiresIn: HANDOFF_TTL_MS / 1000,
      }),
  )
}

export default route
