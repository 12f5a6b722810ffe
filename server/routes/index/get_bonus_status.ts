import { BonusStatus } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { bonusStatus } from '../../services/rewards'

/** GET /api/index/get_bonus_status: the player's first deposit, today's cash backs and wagering left. */
export default endpoint(
  'GET /index/get_bonus_status',
  {
    access: 'player',
    tags: ['rewards'],
    summary: "The player's bonus status",
    description: 'Errors: 401.',
    answer: BonusStatus,
  },
  async (request, app) => bonusStatus(app.db, currentUser(request).id),
)
