import { Code } from '@src/contract/codes'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { ReconcileRunning, reconcileProviders } from '../../providers/reconcile'

/** POST /api/admin/provider_reconcile: compare the providers' reports with Ficha's records now. */
export default endpoint(
  'admin/provider_reconcile',
  {
    summary: 'Reconcile the providers’ reports with Ficha’s records now (audit-logged)',
    description: `Needs ${RECONCILE_PERMISSIONS.run}. For each configured provider, as the daily job does: closes the rounds open longer than PROVIDER_ROUND_OPEN_MINUTES through the provider's report of each round (a win Ficha missed is credited, a rollback applied, through the wallet gateway under the provider's ids), then compares the provider's transaction report for the São Paulo day (yesterday's when day is absent) with Ficha's provider transactions. The run is recorded in provider_reconciliations with the operator; what it could not settle is listed by admin/provider_mismatches. A provider that fails is answered with its error. Errors: 400, 401, 403, 1311 (a run of a provider is already going).`,
  },
  async (request, app) => {
    try {
      const results = await reconcileProviders(app.db, app.config, {
        day: request.body.day,
        trigger: 'operator',
        actorId: currentUser(request).id,
      })
      return results
    } catch (error) {
      if (error instanceof ReconcileRunning) throw new ApiError(Code.ReconcileRunning)
      throw error
    }
  },
)
