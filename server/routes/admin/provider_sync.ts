import { CATALOGUE_PERMISSIONS } from '@src/contract/catalogue'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { syncCatalogues } from '../../providers/sync'

/** POST /api/admin/provider_sync: read the game providers' lists into the catalogue now. */
export default endpoint(
  'admin/provider_sync',
  {
    summary: 'Sync the providers’ game lists now (audit-logged)',
    description: `Needs ${CATALOGUE_PERMISSIONS.sync}. Reads each configured provider's game list (Hub88's game/list) into the catalogue, as the server does at start and every hour, and records the sync with the operator in provider_syncs. A provider that fails is answered with its error, the catalogue left as it was. Errors: 400, 401, 403.`,
  },
  async (request, app) => {
    const results = await syncCatalogues(app.db, app.config, 'operator', currentUser(request).id)
    // Every process's lobby shows the new list before this answer goes.
    await app.readCache.sync()
    return results
  },
)
