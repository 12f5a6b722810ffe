import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Code, type CodeValue } from '../../src/contract/codes'
import type { Envelope } from '../../src/contract/envelope'
import type { TextParams } from '../../src/i18n/translator'
import { ApiError } from '../envelope'
import { translatorFor } from './i18n'

/** Fastify's own errors by HTTP status, as envelope codes; anything else unexpected is a 500. */
const codeForStatus = (status: number | undefined): CodeValue => {
  if (status === 404) return Code.NotFound
  if (status === 413) return Code.PayloadTooLarge
  if (status === 429) return Code.TooManyRequests
  if (status !== undefined && status >= 400 && status < 500) return Code.BadRequest
  return Code.ServerError
}

/**
 * API answers go out as HTTP 200 whatever the code: the spec's client reads `code` and shows `msg`, and
 * treats any other HTTP status as a transport failure ("Interface 4xx exception"), which would hide the
 * message. Only unknown paths outside the API (static files) keep a real 404.
 */
const send = (reply: FastifyReply, envelope: Envelope, status = 200) =>
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    // Error answers bypass the route's success schema, which describes `data` of code 1 only.
    .serializer(JSON.stringify)
    .send(envelope)

const envelopeOf = (request: FastifyRequest, code: CodeValue, data: unknown = null, params?: TextParams) => ({
  code,
  data,
  msg: request.t(`code.${code}`, params),
})

/**
 * For Fastify's framework errors (a badly encoded URL), which never reach the error handler: under /api/
 * the envelope, as for every other failure.
 */
export const sendFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const code = codeForStatus(error.statusCode)
  request.log.info({ code: error.code, status: error.statusCode }, 'framework error')
  if (!isApiPath(request.url)) return reply.status(error.statusCode ?? 400).send({ error: error.message })
  const t = translatorFor(request.headers.vuelang)
  return send(reply, { code, data: null, msg: t(`code.${code}`) })
}

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/logout')

/** Every failure as an envelope in the caller's language; unexpected errors are logged, never shown. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        const texts = Object.entries(error.texts).map(([name, text]) => [
          name,
          request.t(text.key, text.params),
        ])
        const params = { ...error.params, ...Object.fromEntries(texts) }
        return send(reply, envelopeOf(request, error.code, error.data, params))
      }
      if (error.validation) {
        const fields = error.validation.map((issue) => issue.instancePath || '/')
        return send(reply, envelopeOf(request, Code.BadRequest, { fields }))
      }
      const code = codeForStatus(error.statusCode)
      if (code === Code.ServerError) {
        request.log.error({ err: error }, 'unexpected error')
        return send(reply, envelopeOf(request, code, { requestId: request.id }))
      }
      request.log.info({ code: error.code, status: error.statusCode }, error.message)
      return send(reply, envelopeOf(request, code))
    })

    app.setNotFoundHandler((request, reply) =>
      send(reply, envelopeOf(request, Code.NotFound), isApiPath(request.url) ? 200 : 404),
    )
  },
  { name: 'envelope', dependencies: ['i18n'] },
)
