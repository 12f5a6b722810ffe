import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '../../../src/contract/codes'
import { ContentBody, ContentPage } from '../../../src/contract/content'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { ApiError, ok } from '../../envelope'
import { findPage } from '../../services/content'

/** POST /api/index/get_contents {key}: a content page ('about-us', 'privacy', 'user-agreement', 'telegram', event rules). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/get_contents',
    {
      schema: {
        tags: ['content'],
        summary: 'Content page by key',
        description: 'Errors: 400 bad key, 1101 no page with this key.',
        body: ContentBody,
        response: { 200: EnvelopeSchema(ContentPage) },
      },
    },
    async (request) => {
      const page = await findPage(app.db, request.body.key, request.lang)
      if (!page) throw new ApiError(Code.ContentNotFound)
      return ok(request, page)
    },
  )
}

export default route
