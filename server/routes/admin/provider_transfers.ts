import { TRANSFER_PERMISSIONS } from '@src/contract/catalogue'
import { endpoint } from '../../endpoint'
import { heldTransfers } from '../../providers/transfers'

/** POST /api/admin/provider_transfers: the transfer wallet's orders whose outcome is not known yet. */
export default endpoint(
  'admin/provider_transfers',
  {
    summary: 'Transfers to or from a provider still held (outcome not known)',
    description: `Needs ${TRANSFER_PERMISSIONS.held}. With HUB88_WALLET=transfer, each move of a player's money into or out of Hub88's balance is an order; one whose answer was lost and whose status Hub88 has not told yet stays held (its amount in the ledger's provider_held account) and flagged until it is known. Lists them oldest first, with what Hub88 last answered; the server asks again every minute. Errors: 400, 401, 403.`,
  },
  async (_request, app) => {
    const held = await heldTransfers(app.db)
    return held.map((order) => ({
      id: order.id,
      provider: order.provider,
      transactionUuid: order.transactionUuid,
      userId: order.userId,
      direction: order.direction,
      amount: order.amount,
      state: order.state as 'pending' | 'unknown',
      checks: order.checks,
      lastAnswer: order.lastAnswer,
      createdAt: order.createdAt.toISOString(),
      checkedAt: order.checkedAt?.toISOString() ?? null,
    }))
  },
)
