import { endpoint } from '../../endpoint'
import { listChannels } from '../../services/money'

/** POST /api/index/get_rechlist: the enabled top-up channels and the minimum deposit (public). */
export default endpoint(
  'index/get_rechlist',
  {
    summary: 'Top-up channels',
    description:
      'Public. Names and instructions in the caller’s language; amounts in centavos. COMPLIANCE_PROFILE=brazil lists PIX channels only.',
  },
  async (request, app) => listChannels(app.db, request.lang, app.config.compliance.profile),
)
