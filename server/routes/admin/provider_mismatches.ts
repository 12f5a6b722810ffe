import { PAGE_DEFAULTS } from '@src/contract/paging'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { endpoint } from '../../endpoint'
import { openMismatches } from '../../providers/mismatches'

/** POST /api/admin/provider_mismatches: what the providers' reconciliations could not settle. */
export default endpoint(
  'admin/provider_mismatches',
  {
    summary: 'Open reconciliation mismatches',
    description: `Needs ${RECONCILE_PERMISSIONS.list}. The mismatches still open, newest first: a provider transaction Ficha lacks (missing), one of Ficha's the provider's report lacks (unknown), amounts that differ (amount), a round the provider has not ended past the limit (round_open). A later run that no longer finds one resolves it. provider keeps one provider's. Errors: 400, 401, 403.`,
  },
  async (request, app) => {
    const { provider, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return openMismatches(app.db, { provider, page, limit })
  },
)
