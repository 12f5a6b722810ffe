import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { selfValidateSlotegrator } from '../../providers/slotegrator/selfValidate'

/** POST /api/admin/provider_self_validate: ask Slotegrator to run its checks of this wallet now. */
export default endpoint(
  'admin/provider_self_validate',
  {
    summary: 'Run Slotegrator’s self-validate against the wallet (audit-logged)',
    description: `Needs ${RECONCILE_PERMISSIONS.run}. Calls Slotegrator's POST self-validate (the Games API, signed with SLOTEGRATOR_MERCHANT_KEY): GIS runs its checks against /gp/slotegrator with the player and session of the last game launched (balance, bets, wins, refunds, duplicates, an invalid signature, a rollback) and answers whether they passed and its log, which is returned as it came. A call that fails (Slotegrator not configured, no answer, a malformed one) is answered with its error and no log. The run is recorded in the audit log with the operator. Errors: 400, 401, 403.`,
  },
  async (request, app) => selfValidateSlotegrator(app.db, app.config.slotegrator, currentUser(request).id),
)
