import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { ChannelList } from '@src/contract/money'
import { ok } from '../../envelope'
import { listChannels } from '../../services/money/channels'

/** POST /api/index/get_rechlist: the enabled top-up channels and the minimum deposit (public). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/get_rechlist',
    {
      schema: {
        tags: ['money'],
        summary: 'Top-up channels',
        description:
          'Public. Names and instructions in the caller’s language; amounts in centavos. COMPLIANCE_PROFILE=brazil lists PIX channels only.',
        body: EmptyBody,
        response: { 200: EnvelopeSchema(ChannelList) },
      },
    },
    async (request) => ok(request, await listChannels(app.db, request.lang, app.config.compliance.profile)),
  )
}

export default route
