import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '@src/contract/codes'
import { EnvelopeSchema } from '@src/contract/envelope'
import { OutboxData, OutboxQuery } from '@src/contract/user'
import { ApiError, ok } from '../../envelope'
import { phoneFromUsername } from '../../services/accounts/phone'

/**
 * GET /api/dev/outbox?phone=...: the last codes this process sent to a phone, newest first, so tests and
 * testers can sign up without a real SMS. Registered only outside production.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Codes sent to a phone (development only, absent in production)',
        querystring: OutboxQuery,
        response: { 200: EnvelopeSchema(OutboxData) },
      },
    },
    async (request) => {
      // An unencoded '+' in a query string arrives as a space.
      const phone = phoneFromUsername(`+${request.query.phone.trim().replace(/^\+/, '')}`)
      if (!phone) throw new ApiError(Code.PhoneInvalid)
      return ok(request, app.outbox?.latest(phone) ?? [])
    },
  )
}

export default route
