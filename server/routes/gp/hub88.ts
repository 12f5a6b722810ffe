import { routeModule } from '../../endpoint'
import { SIGNATURE_HEADER } from '../../providers/hub88/signature'
import { answerWalletCall, WALLET_PATHS } from '../../providers/hub88/wallet'

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/**
 * POST /gp/hub88/<path>: Hub88's calls to the operator's seamless wallet (docs/providers.md). The signature
 * covers the raw bytes, so bodies stay bytes until it holds. Answers are Hub88's, not Ficha's envelope:
 * HTTP 200 with a status, even for a call that fails.
 */
// Hub88 calls one address per wallet call, all under this row's: registered here, out of the OpenAPI document.
export default routeModule('gp/hub88', (app) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  // Anything Fastify refuses before the handler (an empty body, a body too large) still gets a status.
  app.setErrorHandler(async (error, request, reply) => {
    request.log.warn({ err: error }, 'hub88 wallet call failed')
    return reply.code(200).send({ status: 'RS_ERROR_WRONG_SYNTAX' })
  })
  for (const path of WALLET_PATHS) {
    app.post(`/gp/hub88/${path}`, { schema: { hide: true } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const answer = await answerWalletCall(
        app.db,
        app.config.hub88,
        path,
        raw,
        header(request.headers[SIGNATURE_HEADER]),
      )
      if (answer.status !== 'RS_OK')
        request.log.info({ path, status: answer.status }, 'hub88 wallet call refused')
      return answer
    })
  }
})
