import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { vipInfo } from '../../services/rewards'

/** POST /api/index/vips_info: one VIP level's benefits and the player's distance to it. */
export default endpoint(
  'index/vips_info',
  {
    summary: 'One VIP level',
    description: 'Errors: 400, 401, 1502 no such level.',
  },
  async (request, app) => {
    const info = await vipInfo(app.db, currentUser(request).id, request.body.level)
    if (!info) throw new ApiError(Code.VipLevelNotFound)
    return info
  },
)
