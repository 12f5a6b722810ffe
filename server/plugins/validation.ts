import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { TSchema } from '@sinclair/typebox'
import fp from 'fastify-plugin'

/**
 * Input checking with the routes' TypeBox schemas. Bodies are checked as sent: no type coercion, and
 * extra fields fail (schemas set additionalProperties false) instead of being silently dropped.
 * Query strings and params are converted ("10" -> 10), as they can only be text.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler<TSchema>((route) => {
      const validate = TypeBoxValidatorCompiler(route)
      // A call "with no payload" (spec: getUserinfo, logout) may send no body at all: treat it as {}.
      return route.httpPart === 'body' ? (body: unknown) => validate(body ?? {}) : validate
    })

    // Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body is no body.
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined)
      return parseJson(request, body.toString(), done)
    })
  },
  { name: 'validation' },
)
