import { routeModule } from '../../endpoint'
import { answerCallback } from '../../providers/slotegrator/wallet'

/**
 * POST /gp/slotegrator: the one callback URL of Slotegrator's GIS seamless wallet (docs/providers.md).
 * Form-encoded parameters, `action` naming the call; the signature covers the parameters as sent, so the
 * body stays bytes until the adapter reads it. Answers are GIS's, not Ficha's envelope: HTTP 200 with a
 * balance, or an error_code, even for a call that fails.
 */
export default routeModule('gp/slotegrator', (app, route) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  // Anything Fastify refuses before the handler (a body too large) still gets GIS's error shape.
  app.setErrorHandler(async (error, request, reply) => {
    request.log.warn({ err: error }, 'slotegrator callback failed')
    return reply.code(200).send({ error_code: 'INTERNAL_ERROR', error_description: 'Malformed request' })
  })
  route({ summary: 'Slotegrator wallet callback' }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()]
      return Array.isArray(value) ? value[0] : value
    }
    const { answer, refusal } = await answerCallback(app.db, app.config.slotegrator, raw, header)
    if (refusal) request.log.info({ refusal }, 'slotegrator callback refused')
    return answer
  })
})
