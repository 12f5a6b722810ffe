import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BannerList } from '@src/contract/content'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { callerExcluded } from '../../plugins/protection'
import { cachedAnswer } from '../../plugins/readCache'
import { listBanners } from '../../services/content'

/** POST /api/index/getban: the home carousel's banners, in order, titles in the caller's language. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/getban',
    {
      schema: {
        tags: ['content'],
        summary: 'Home carousel banners',
        body: EmptyBody,
        response: { 200: EnvelopeSchema(BannerList) },
      },
    },
    async (request, reply) =>
      // Nothing that invites play during a cool-off or self-exclusion (and not from the shared cache).
      (await callerExcluded(request))
        ? ok(request, [])
        : cachedAnswer(request, reply, 'getban', () => listBanners(app.db, 'carousel', request.lang)),
  )
}

export default route
