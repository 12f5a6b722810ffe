import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CATALOGUE_PERMISSIONS, ProviderSyncResult } from '@src/contract/catalogue'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { syncCatalogues } from '../../providers/sync'

/** POST /api/admin/provider_sync: read the game providers' lists into the catalogue now. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/provider_sync',
    {
      preHandler: requirePermission(CATALOGUE_PERMISSIONS.sync),
      schema: {
        tags: ['admin'],
        summary: 'Sync the providers’ game lists now (audit-logged)',
        description: `Needs ${CATALOGUE_PERMISSIONS.sync}. Reads each configured provider's game list (Hub88's game/list) into the catalogue, as the server does at start and every hour, and records the sync with the operator in provider_syncs. A provider that fails is answered with its error, the catalogue left as it was. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(ProviderSyncResult) },
      },
    },
    async (request) => {
      const results = await syncCatalogues(app.db, app.config, 'operator', currentUser(request).id)
      // Every process's lobby shows the new list before this answer goes.
      await app.readCache.sync()
      return ok(request, results)
    },
  )
}

export default route
