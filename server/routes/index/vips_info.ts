import { Code } from '@src/contract/codes'
import { VipInfo, VipInfoBody } from '@src/contract/rewards'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { vipInfo } from '../../services/rewards'

/** POST /api/index/vips_info: one VIP level's benefits and the player's distance to it. */
export default endpoint(
  'POST /index/vips_info',
  {
    access: 'player',
    tags: ['rewards'],
    summary: 'One VIP level',
    description: 'Errors: 400, 401, 1502 no such level.',
    body: VipInfoBody,
    answer: VipInfo,
  },
  async (request, app) => {
    const info = await vipInfo(app.db, currentUser(request).id, request.body.level)
    if (!info) throw new ApiError(Code.VipLevelNotFound)
    return info
  },
)
