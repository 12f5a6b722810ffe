import { EmptyBody } from '@src/contract/envelope'
import { ChannelList } from '@src/contract/money'
import { endpoint } from '../../endpoint'
import { listChannels } from '../../services/money'

/** POST /api/index/get_rechlist: the enabled top-up channels and the minimum deposit (public). */
export default endpoint(
  'POST /index/get_rechlist',
  {
    access: 'public',
    tags: ['money'],
    summary: 'Top-up channels',
    description:
      'Public. Names and instructions in the caller’s language; amounts in centavos. COMPLIANCE_PROFILE=brazil lists PIX channels only.',
    body: EmptyBody,
    answer: ChannelList,
  },
  async (request, app) => listChannels(app.db, request.lang, app.config.compliance.profile),
)
