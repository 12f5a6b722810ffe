import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '@src/contract/codes'
import { EnvelopeSchema } from '@src/contract/envelope'
import { OrderIdBody, RechargeOrder } from '@src/contract/money'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { findOwnOrder } from '../../services/money/orders'
import { orderChannel } from '../../services/money/recharge'
import { rechargeView } from '../../services/money/views'
import { rechargeBonus } from '../../services/rewards/recharge'

/** POST /api/index/recharge_info: one of the player's top-up orders, for the deposit page reopened. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/recharge_info',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'A top-up order',
        description: 'Errors: 401, 1420 no such top-up order of the player.',
        security: [{ token: [] }],
        body: OrderIdBody,
        response: { 200: EnvelopeSchema(RechargeOrder) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const order = await findOwnOrder(app.db, user.id, request.body.id)
      if (order.type !== 'recharge') throw new ApiError(Code.OrderNotFound)
      const bonus = await rechargeBonus(app.db, order)
      return ok(request, rechargeView(order, await orderChannel(app.db, order), request.lang, bonus))
    },
  )
}

export default route
