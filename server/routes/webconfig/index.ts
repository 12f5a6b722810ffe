import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { WebConfig } from '@src/contract/content'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { cachedAnswer } from '../../plugins/readCache'
import { webConfig } from '../../services/content'

/** POST /api/webconfig/index: site name, the brand, version, minimum deposit, service links, promotion switches, the compliance profile, the money settings and the visitor's default language. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/webconfig/index',
    {
      schema: {
        tags: ['content'],
        summary: 'Web config, fetched at launch',
        body: EmptyBody,
        response: { 200: EnvelopeSchema(WebConfig) },
      },
    },
    async (request, reply) =>
      cachedAnswer(request, reply, 'webconfig', () =>
        webConfig(
          app.db,
          {
            autoTransfer: app.config.autoTransfer,
            withdrawalExpectedMinutes: app.config.withdrawalExpectedMinutes,
            realityCheckMinutes: app.config.compliance.realityCheckMinutes,
            defaultLanguage: app.config.language.default,
            browserLanguage: app.config.language.browser,
            brand: app.config.brand,
          },
          app.config.brandName,
        ),
      ),
  )
}

export default route
