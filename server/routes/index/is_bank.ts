import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listPayoutAccounts } from '../../services/money'

/** POST /api/index/is_bank: does the player have a receiving account, and a withdrawal password? */
export default endpoint(
  'index/is_bank',
  {
    summary: 'Can the player withdraw yet',
    description: 'Errors: 401.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const accounts = await listPayoutAccounts(app.db, user.id)
    return {
      hasAccount: accounts.length > 0,
      hasPayPassword: user.payPasswordHash !== null,
      count: accounts.length,
    }
  },
)
