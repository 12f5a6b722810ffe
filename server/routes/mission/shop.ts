import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { shopList } from '../../services/missions'

/** POST /api/mission/shop: the items on sale and the player's points. */
export default endpoint(
  'mission/shop',
  {
    summary: 'The points shop: items on sale and the points balance (docs/missions.md)',
    description:
      'Items published by the operator, cheapest first: cashback (amount centavos to the wallet) or freespins ' +
      '(spins of betValue centavos in gameCode). Errors: 401.',
  },
  async (request, app) => shopList(app.db, currentUser(request).id, request.lang),
)
