import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { findOwnOrder, orderChannel, rechargeView } from '../../services/money'
import { rechargeBonus } from '../../services/rewards'

/** POST /api/index/recharge_info: one of the player's top-up orders, for the deposit page reopened. */
export default endpoint(
  'index/recharge_info',
  {
    summary: 'A top-up order',
    description: 'Errors: 401, 1420 no such top-up order of the player.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const order = await findOwnOrder(app.db, user.id, request.body.id)
    if (order.type !== 'recharge') throw new ApiError(Code.OrderNotFound)
    const bonus = await rechargeBonus(app.db, order)
    return rechargeView(order, await orderChannel(app.db, order), request.lang, bonus)
  },
)
