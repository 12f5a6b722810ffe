import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assertRecentFace } from '../../services/identity'
import { getBalances } from '../../services/ledger'
import {
  createRecharge,
  createWithdrawal,
  idempotencyKey,
  rechargeView,
  withdrawView,
} from '../../services/money'
import { rechargeBonus } from '../../services/rewards'

/** POST /api/index/Withdraw_recharge: a top-up order, or a withdrawal (the amount leaves the wallet at once). */
export default endpoint(
  'index/Withdraw_recharge',
  {
    summary: 'Create a top-up or withdrawal order',
    description:
      'Needs the Idempotency-Key header (1407 without it): a retry answers the first order. Recharge errors: 1401 not a positive integer amount, 1402 below the minimum, 1403 above the maximum, 1404 no or unknown channel, 1405 channel off, 1406 screenshot missing or already used. Withdraw errors: 1430 no receiving account, 1431 no withdrawal password, 1401 amount, 1437 unknown account, 1435 above the VIP maximum, 1434 above the balance, 1436 daily count used, 1432 wrong password (attempts left), 1433 locked for the hour. 1962 no face match passed in the last FACE_WITHDRAWAL_MINUTES (with FACE_AT_WITHDRAWAL on). Both: 1202 key reused for another request, 401.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const key = idempotencyKey(request)
    const { type, amount, channelId, voucherId, accountId, payPassword } = request.body
    if (type === 'recharge') {
      const { order, channel } = await createRecharge(app.db, app.config, user.id, key, {
        amount,
        channelId,
        voucherId,
      })
      const bonus = await rechargeBonus(app.db, order)
      return rechargeView(order, channel, request.lang, bonus)
    }
    const { face } = app.config.compliance
    // The operator's choice (FACE_AT_WITHDRAWAL): money out only after a recent face match.
    if (face.atWithdrawal && face.url) await assertRecentFace(app.db, user.id, face.withdrawalMinutes)
    const { order, account } = await createWithdrawal(app.db, user, key, { amount, accountId, payPassword })
    return withdrawView(order, account, await getBalances(app.db, user.id))
  },
)
