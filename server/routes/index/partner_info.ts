import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { PartnerInfo } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { weekOf } from '../../services/calendar'
import { salaryPayments } from '../../services/rewards/records'
import { partnerWeek } from '../../services/rewards/salary'

/** POST /api/index/partner_info: this week's team activity and salary so far, and past salaries. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/partner_info',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: 'Partner weekly salary: progress and payments',
        description: 'Errors: 400, 401.',
        security: [{ token: [] }],
        body: PageBody,
        response: { 200: EnvelopeSchema(PartnerInfo) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      const userId = currentUser(request).id
      const [week, payments] = await Promise.all([
        partnerWeek(app.db, userId, weekOf(new Date())),
        salaryPayments(app.db, userId, page, limit),
      ])
      return ok(request, { week, payments })
    },
  )
}

export default route
