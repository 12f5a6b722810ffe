import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { OrderListBody, RecordPage } from '@src/contract/money'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { listRecords } from '../../services/money/records'

/** POST /api/index/Wit_rech_list: the player's top-up or withdrawal records, newest first, paged. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/Wit_rech_list',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Recharge or withdrawal records',
        description: 'Errors: 401, 400 bad type, status, page or limit.',
        security: [{ token: [] }],
        body: OrderListBody,
        response: { 200: EnvelopeSchema(RecordPage) },
      },
    },
    async (request) => {
      const { type, status, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      const records = await listRecords(app.db, currentUser(request).id, request.lang, {
        type,
        status,
        page,
        limit,
      })
      return ok(request, records)
    },
  )
}

export default route
