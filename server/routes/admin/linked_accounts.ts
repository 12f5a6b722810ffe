import { PAGE_DEFAULTS } from '@src/contract/paging'
import { REWARDS_PERMISSIONS } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { listLinks } from '../../services/rewards'

/** POST /api/admin/linked_accounts: invitees sharing a CPF, PIX key, device or address with their inviter. */
export default endpoint(
  'admin/linked_accounts',
  {
    summary: 'Accounts linked to their inviter (no referral reward), for review',
    description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 400, 401, 403.`,
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return listLinks(app.db, page, limit)
  },
)
