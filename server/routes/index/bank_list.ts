import { EmptyBody } from '@src/contract/envelope'
import { PayoutAccountList } from '@src/contract/money'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listPayoutAccounts, payoutAccountView } from '../../services/money'

/** POST /api/index/bank_list: the player's receiving accounts, numbers masked. */
export default endpoint(
  'POST /index/bank_list',
  {
    access: 'player',
    tags: ['money'],
    summary: 'Receiving accounts (masked)',
    description: 'Errors: 401.',
    body: EmptyBody,
    answer: PayoutAccountList,
  },
  async (request, app) => {
    const rows = await listPayoutAccounts(app.db, currentUser(request).id)
    return { list: rows.map(payoutAccountView) }
  },
)
