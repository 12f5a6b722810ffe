import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { RebatePage } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { rebateList } from '../../services/rewards/records'

/** POST /api/index/rebate_list: the player's daily rebates (date, bet volume, rate, amount), newest first. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/rebate_list',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: 'Rebate (return-water) records',
        description: 'Errors: 400, 401.',
        security: [{ token: [] }],
        body: PageBody,
        response: { 200: EnvelopeSchema(RebatePage) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await rebateList(app.db, currentUser(request).id, page, limit))
    },
  )
}

export default route
