import { VipStatus } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { vipStatus } from '../../services/rewards'

/** GET /api/index/get_vips: the player's level, totals, distance to the next level and every level. */
export default endpoint(
  'GET /index/get_vips',
  {
    access: 'player',
    tags: ['rewards'],
    summary: 'VIP status and levels',
    description: 'Errors: 401.',
    answer: VipStatus,
  },
  async (request, app) => vipStatus(app.db, currentUser(request).id),
)
