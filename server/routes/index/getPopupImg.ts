import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Popup } from '@src/contract/content'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { callerExcluded } from '../../plugins/protection'
import { listBanners } from '../../services/content'

/** POST /api/index/getPopupImg: the popup shown at launch, or null when the operator has none switched on. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/getPopupImg',
    {
      schema: {
        tags: ['content'],
        summary: 'Launch popup',
        body: EmptyBody,
        response: { 200: EnvelopeSchema(Popup) },
      },
    },
    async (request) => {
      // Nothing that invites play during a cool-off or self-exclusion.
      if (await callerExcluded(request)) return ok(request, null)
      const [popup] = await listBanners(app.db, 'popup', request.lang)
      return ok(request, popup ?? null)
    },
  )
}

export default route
