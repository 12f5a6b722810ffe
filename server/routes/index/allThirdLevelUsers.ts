import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { TeamBody, TeamData } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { teamData } from '../../services/rewards/team'

/** POST /api/index/allThirdLevelUsers: the three-level team's totals, per-level figures and members. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/allThirdLevelUsers',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: 'Invitation team: three levels',
        description:
          "Totals (headcount, paid top-ups, paid withdrawals, settled bets), each level's people, top-ups and withdrawals, and one page of the chosen level's members (masked phone, admission time, total top-ups), newest first. Errors: 400, 401.",
        security: [{ token: [] }],
        body: TeamBody,
        response: { 200: EnvelopeSchema(TeamData) },
      },
    },
    async (request) => {
      const { level = 1, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await teamData(app.db, currentUser(request).id, level, page, limit))
    },
  )
}

export default route
