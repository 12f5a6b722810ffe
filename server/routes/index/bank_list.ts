import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listPayoutAccounts, payoutAccountView } from '../../services/money'

/** POST /api/index/bank_list: the player's receiving accounts, numbers masked. */
export default endpoint(
  'index/bank_list',
  {
    summary: 'Receiving accounts (masked)',
    description: 'Errors: 401.',
  },
  async (request, app) => {
    const rows = await listPayoutAccounts(app.db, currentUser(request).id)
    return { list: rows.map(payoutAccountView) }
  },
)
