import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { MismatchesBody, MismatchPage } from '@src/contract/reconcile'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { openMismatches } from '../../providers/mismatches'

/** POST /api/admin/provider_mismatches: what the providers' reconciliations could not settle. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/provider_mismatches',
    {
      preHandler: requirePermission(RECONCILE_PERMISSIONS.list),
      schema: {
        tags: ['admin'],
        summary: 'Open reconciliation mismatches',
        description: `Needs ${RECONCILE_PERMISSIONS.list}. The mismatches still open, newest first: a provider transaction Ficha lacks (missing), one of Ficha's the provider's report lacks (unknown), amounts that differ (amount), a round the provider has not ended past the limit (round_open). A later run that no longer finds one resolves it. provider keeps one provider's. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: MismatchesBody,
        response: { 200: EnvelopeSchema(MismatchPage) },
      },
    },
    async (request) => {
      const { provider, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await openMismatches(app.db, { provider, page, limit }))
    },
  )
}

export default route
