import { replyEndpoint } from '../../endpoint'
import { cachedAnswer } from '../../plugins/readCache'
import { siteLinks } from '../../services/content'

/**
 * GET and POST /api/index/get_c: the app download address, the Telegram channel and the service links.
 * The spec's client calls it both ways ('information' and 'download address'); both answer the same.
 */
export default replyEndpoint(
  'index/get_c',
  { summary: 'Download address, Telegram channel and customer service links' },
  async (request, reply, app) => cachedAnswer(request, reply, 'get_c', () => siteLinks(app.db)),
)
