import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { InviteLinks } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { inviteLinks } from '../../services/rewards/invite'

/** GET /api/index/get_links: the player's invitation code and the sign-up link carrying it. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_links',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: 'Invitation code and link',
        description:
          "The link opens the portal's registration with ?code=, in the caller's language (?lang=). Errors: 401.",
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(InviteLinks) },
      },
    },
    async (request) => ok(request, inviteLinks(currentUser(request), app.config.publicUrl, request.lang)),
  )
}

export default route
