import { PAGE_DEFAULTS } from '@src/contract/paging'
import { replyEndpoint } from '../../endpoint'
import { ok } from '../../envelope'
import { callerExcluded } from '../../plugins/protection'
import { cachedAnswer } from '../../plugins/readCache'
import { listNotices } from '../../services/content'

/** A notice scheduled for later shows at most this late (its time passing changes no table). */
const SCHEDULED_LAG_MS = 1_000

/** POST /api/index/get_msg: published notices, newest first, paged. */
export default replyEndpoint(
  'index/get_msg',
  {
    summary: 'Notices (message list)',
    description: 'Errors: 400 bad page or limit.',
  },
  async (request, reply, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    // During a cool-off or self-exclusion no notice (they may invite play): an empty page.
    if (await callerExcluded(request)) return ok(request, { list: [], total: 0, page, limit })
    return cachedAnswer(
      request,
      reply,
      `get_msg:${page}:${limit}`,
      () => listNotices(app.db, request.lang, page, limit, app.config.brandName),
      SCHEDULED_LAG_MS,
    )
  },
)
