import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { AdminRaces } from '@src/contract/race-admin'
import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { listRaces } from '../../services/races'

/** POST /api/admin/race_list: the races switch and the newest races, with players and prizes paid. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/race_list',
    {
      preHandler: requirePermission(RACE_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Races: the switch and the newest 100 races (docs/races.md)',
        description: `Needs ${RACE_PERMISSIONS.view}. Times are São Paulo wall-clock minutes. Errors: 401, 403.`,
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(AdminRaces) },
      },
    },
    async (request) => ok(request, await listRaces(app.db)),
  )
}

export default route
