import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PlayerNoticePage } from '@src/contract/content'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { listPlayerNotices } from '../../services/notifications'

/** POST /api/index/get_my_msg: the player's own notices (a withdrawal paid or refused), newest first. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/get_my_msg',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['content'],
        summary: "The player's notices, with read state and the unread count",
        description:
          "Beside the site's notices (index/get_msg): written for this player, in the caller's language. " +
          'Listing marks nothing read (index/read_my_msg does). Errors: 401, 400 bad page or limit.',
        security: [{ token: [] }],
        body: PageBody,
        response: { 200: EnvelopeSchema(PlayerNoticePage) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(
        request,
        await listPlayerNotices(app.db, request.t, request.lang, currentUser(request).id, page, limit),
      )
    },
  )
}

export default route
