import { MISSION_PERMISSIONS } from '@src/contract/missions-values'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { setShopItemState } from '../../services/missions'

/** POST /api/admin/shop_item_state {id, state}: put a draft item on sale, or archive one (audited). */
export default endpoint(
  'admin/shop_item_state',
  {
    summary: 'Put a shop item on sale or archive it (docs/missions.md)',
    description: `Needs ${MISSION_PERMISSIONS.manage}. Errors: 400, 401, 403, 1940 a "free" word, 2043 not allowed from its state, 2045 no such item.`,
  },
  async (request, app) =>
    setShopItemState(app.db, { id: currentUser(request).id, ip: request.ip }, request.body),
)
