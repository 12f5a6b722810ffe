import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { bonusStatus } from '../../services/rewards'

/** GET /api/index/get_bonus_status: the player's first deposit, today's cash backs and wagering left. */
export default endpoint(
  'index/get_bonus_status',
  {
    summary: "The player's bonus status",
    description: 'Errors: 401.',
  },
  async (request, app) => bonusStatus(app.db, currentUser(request).id),
)
