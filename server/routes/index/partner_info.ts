import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { weekOf } from '../../services/calendar'
import { partnerWeek, salaryPayments } from '../../services/rewards'

/** POST /api/index/partner_info: this week's team activity and salary so far, and past salaries. */
export default endpoint(
  'index/partner_info',
  {
    summary: 'Partner weekly salary: progress and payments',
    description: 'Errors: 400, 401.',
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    const userId = currentUser(request).id
    const [week, payments] = await Promise.all([
      partnerWeek(app.db, userId, weekOf(new Date())),
      salaryPayments(app.db, userId, page, limit),
    ])
    return { week, payments }
  },
)
