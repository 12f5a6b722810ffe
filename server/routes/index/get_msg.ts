import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoticeBody, NoticePage } from '../../../src/contract/content'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { PAGE_DEFAULTS } from '../../../src/contract/paging'
import { ok } from '../../envelope'
import { listNotices } from '../../services/content'

/** POST /api/index/get_msg: published notices, newest first, paged. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/get_msg',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices (message list)',
        description: 'Errors: 400 bad page or limit.',
        body: NoticeBody,
        response: { 200: EnvelopeSchema(NoticePage) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await listNotices(app.db, request.lang, page, limit))
    },
  )
}

export default route
