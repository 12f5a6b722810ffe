import { EmptyBody } from '@src/contract/envelope'
import { UserInfo } from '@src/contract/user'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { userInfoOf } from '../../services/userInfo'

/** POST /api/user/getUserinfo: the logged-in player, with balances in centavos. No payload. */
export default endpoint(
  'POST /user/getUserinfo',
  {
    access: 'player',
    tags: ['user'],
    summary: 'The logged-in player',
    description: 'Errors: 401.',
    body: EmptyBody,
    answer: UserInfo,
  },
  async (request, app) => userInfoOf(app.db, currentUser(request)),
)
