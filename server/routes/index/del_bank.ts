import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { deletePayoutAccount } from '../../services/money'

/** POST /api/index/del_bank: deletes a receiving account without an unpaid withdrawal. */
export default endpoint(
  'index/del_bank',
  {
    summary: 'Delete a receiving account',
    description: 'Errors: 401, 1437 no such account of the player, 1446 a withdrawal to it is unpaid.',
  },
  async (request, app) => {
    await deletePayoutAccount(app.db, currentUser(request).id, request.body.id)
    return null
  },
)
