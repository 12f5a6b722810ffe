import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoticePage } from '@src/contract/content'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { ok } from '../../envelope'
import { callerExcluded } from '../../plugins/protection'
import { cachedAnswer } from '../../plugins/readCache'
import { listNotices } from '../../services/content'

/** A notice scheduled for later shows at most this late (its time passing changes no table). */
const SCHEDULED_LAG_MS = 1_000

/** POST /api/index/get_msg: published notices, newest first, paged. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/get_msg',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices (message list)',
        description: 'Errors: 400 bad page or limit.',
        body: PageBody,
        response: { 200: EnvelopeSchema(NoticePage) },
      },
    },
    async (request, reply) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      // During a cool-off or self-exclusion no notice (they may invite play): an empty page.
      if (await callerExcluded(request)) return ok(request, { list: [], total: 0, page, limit })
      return cachedAnswer(
        request,
        reply,
        `get_msg:${page}:${limit}`,
        () => listNotices(app.db, request.lang, page, limit),
        SCHEDULED_LAG_MS,
      )
    },
  )
}

export default route
