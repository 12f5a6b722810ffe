import { endpoint } from '../../endpoint'
import { callerExcluded } from '../../plugins/protection'
import { listBanners } from '../../services/content'

/** POST /api/index/getPopupImg: the popup shown at launch, or null when the operator has none switched on. */
export default endpoint(
  'index/getPopupImg',
  {
    summary: 'Launch popup',
  },
  async (request, app) => {
    // Nothing that invites play during a cool-off or self-exclusion.
    if (await callerExcluded(request)) return null
    const [popup] = await listBanners(app.db, 'popup', request.lang)
    return popup ?? null
  },
)
