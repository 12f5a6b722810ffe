import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SiteLinks } from '@src/contract/content'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { cachedAnswer } from '../../plugins/readCache'
import { siteLinks } from '../../services/content'

/**
 * GET and POST /api/index/get_c: the app download address, the Telegram channel and the service links.
 * The spec's client calls it both ways ('information' and 'download address'); both answer the same.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  const schema = {
    tags: ['content'],
    summary: 'Download address, Telegram channel and customer service links',
    response: { 200: EnvelopeSchema(SiteLinks) },
  }
  const answer = async (request: FastifyRequest, reply: FastifyReply) =>
    cachedAnswer(request, reply, 'get_c', () => siteLinks(app.db))
  app.get('/index/get_c', { schema }, answer)
  app.post('/index/get_c', { schema: { ...schema, body: EmptyBody } }, answer)
}

export default route
