import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { LinkedAccountPage, REWARDS_PERMISSIONS } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { listLinks } from '../../services/rewards/links'

/** POST /api/admin/linked_accounts: invitees sharing a CPF, PIX key, device or address with their inviter. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/linked_accounts',
    {
      preHandler: requirePermission(REWARDS_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Accounts linked to their inviter (no referral reward), for review',
        description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: PageBody,
        response: { 200: EnvelopeSchema(LinkedAccountPage) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await listLinks(app.db, page, limit))
    },
  )
}

export default route
