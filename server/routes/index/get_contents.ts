import { Code } from '@src/contract/codes'
import { replyEndpoint } from '../../endpoint'
import { ApiError, ok } from '../../envelope'
import { sendJson } from '../../plugins/readCache'
import { findPage } from '../../services/content'

/** POST /api/index/get_contents {key}: a content page ('about-us', 'privacy', 'user-agreement', 'telegram', event rules). */
export default replyEndpoint(
  'index/get_contents',
  {
    summary: 'Content page by key',
    description: 'Errors: 400 bad key, 1101 no page with this key.',
  },
  async (request, reply, app) => {
    const { key } = request.body
    const body = await app.readCache.get(`get_contents:${key}:${request.lang}`, async () => {
      const page = await findPage(app.db, key, request.lang, app.config.brandName)
      return page ? JSON.stringify(ok(request, page)) : null
    })
    if (body === null) throw new ApiError(Code.ContentNotFound)
    return sendJson(reply, body)
  },
)
