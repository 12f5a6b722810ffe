import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { AdminRaces, RaceCancelBody } from '@src/contract/race-admin'
import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { cancelRace, listRaces } from '../../services/races'

/** POST /api/admin/race_cancel {id}: cancel a race that has not started (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/race_cancel',
    {
      preHandler: requirePermission(RACE_PERMISSIONS.manage),
      schema: {
        tags: ['admin'],
        summary: 'Cancel an upcoming race',
        description: `Needs ${RACE_PERMISSIONS.manage}. Answers the race list. Errors: 400, 401, 403, 1781 no such race, 1782 already started.`,
        security: [{ token: [] }],
        body: RaceCancelBody,
        response: { 200: EnvelopeSchema(AdminRaces) },
      },
    },
    async (request) => {
      await cancelRace(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.id)
      // This process's boards before the answer; the others hear it (services/races announceRaces).
      app.raceHub.changed()
      return ok(request, await listRaces(app.db))
    },
  )
}

export default route
