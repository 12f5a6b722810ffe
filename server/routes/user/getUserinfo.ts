import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { userInfoOf } from '../../services/userInfo'

/** POST /api/user/getUserinfo: the logged-in player, with balances in centavos. No payload. */
export default endpoint(
  'user/getUserinfo',
  {
    summary: 'The logged-in player',
    description: 'Errors: 401.',
  },
  async (request, app) => userInfoOf(app.db, currentUser(request)),
)
