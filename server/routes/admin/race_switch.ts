import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { AdminRaces, RaceSwitchBody } from '@src/contract/race-admin'
import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { listRaces, switchRaces } from '../../services/races'

/** POST /api/admin/race_switch {enabled}: races on or off in this site (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/race_switch',
    {
      preHandler: requirePermission(RACE_PERMISSIONS.manage),
      schema: {
        tags: ['admin'],
        summary: 'Switch races on or off',
        description:
          `Needs ${RACE_PERMISSIONS.manage}. Off: no round scores, race/board answers null and the live "race" ` +
          'event carries null; races that already ended are still settled and paid. Answers the race list. ' +
          'Errors: 400, 401, 403.',
        security: [{ token: [] }],
        body: RaceSwitchBody,
        response: { 200: EnvelopeSchema(AdminRaces) },
      },
    },
    async (request) => {
      await switchRaces(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.enabled)
      // This process's boards before the answer; the others hear it (services/races announceRaces).
      app.raceHub.changed()
      return ok(request, await listRaces(app.db))
    },
  )
}

export default route
