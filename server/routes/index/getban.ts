import { replyEndpoint } from '../../endpoint'
import { ok } from '../../envelope'
import { callerExcluded } from '../../plugins/protection'
import { cachedAnswer } from '../../plugins/readCache'
import { listBanners } from '../../services/content'

/** POST /api/index/getban: the home carousel's banners, in order, titles in the caller's language. */
export default replyEndpoint(
  'index/getban',
  {
    summary: 'Home carousel banners',
  },
  async (request, reply, app) =>
    // Nothing that invites play during a cool-off or self-exclusion (and not from the shared cache).
    (await callerExcluded(request))
      ? ok(request, [])
      : cachedAnswer(request, reply, 'getban', () => listBanners(app.db, 'carousel', request.lang)),
)
