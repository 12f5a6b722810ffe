import { MONEY_PERMISSIONS } from '@src/contract/money'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { rolesGranting } from '../../services/accounts'
import { listOrders } from '../../services/money'

/** POST /api/admin/orders: the operator's queues of top-ups and withdrawals (finance:order:list). */
export default endpoint(
  'admin/orders',
  {
    summary: 'Review queues',
    description:
      'status defaults to unpaid (the queue, oldest first); paid and failed come newest decision first. checkerRoles: the roles that may approve a proposal. Errors: 401, 403 without finance:order:list.',
  },
  async (request, app) => {
    const { type, status = 'unpaid', page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    const list = await listOrders(app.db, request.lang, { type, status, page, limit })
    return { ...list, checkerRoles: rolesGranting(MONEY_PERMISSIONS.reviewOrder) }
  },
)
