import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { vipStatus } from '../../services/rewards'

/** GET /api/index/get_vips: the player's level, totals, distance to the next level and every level. */
export default endpoint(
  'index/get_vips',
  {
    summary: 'VIP status and levels',
    description: 'Errors: 401.',
  },
  async (request, app) => vipStatus(app.db, currentUser(request).id),
)
