import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { balancesAfterReturn } from '../../services/money'

/** GET /api/index/get_wallet: the logged-in player's balances, in centavos. */
export default endpoint(
  'index/get_wallet',
  {
    summary: "The player's balances",
    description:
      'A game balance that automatic transfer moved in and whose games have all ended goes back to the ' +
      'wallet first (the fallback of index/out_game). Errors: 401.',
  },
  async (request, app) => balancesAfterReturn(app.db, currentUser(request).id),
)
