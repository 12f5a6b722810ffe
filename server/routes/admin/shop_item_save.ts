import { MISSION_PERMISSIONS } from '@src/contract/missions-values'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { saveShopItem } from '../../services/missions'

/** POST /api/admin/shop_item_save {id?, item}: a new shop item (a draft), or new terms for a draft (audited). */
export default endpoint(
  'admin/shop_item_save',
  {
    summary: 'Create a shop item, or change a draft (docs/missions.md)',
    description:
      `Needs ${MISSION_PERMISSIONS.manage}. kind cashback (amount centavos) or freespins (provider, gameCode, spins, ` +
      'betValue, validDays; template required for hub88); price in points. Errors: 400, 401, 403, 1753 no name in ' +
      'the default language, 1940 a "free" word, 2043 not a draft, 2044 gives nothing, 2045 no such item.',
  },
  async (request, app) => {
    assertDefaultText(app.config.language.default, request.body.item.names)
    return saveShopItem(app.db, { id: currentUser(request).id, ip: request.ip }, request.body)
  },
)
