import { CORRECTION_PERMISSIONS } from '@src/contract/corrections'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { approveCorrection } from '../../services/corrections'

/** POST /api/admin/correction_approve: a second operator applies a pending correction. */
export default endpoint(
  'admin/correction_approve',
  {
    summary: 'Approve a pending correction',
    description: `Needs ${CORRECTION_PERMISSIONS.approve}. Moves the money through the ledger and writes the audit row in one transaction; of two approvals at once one applies, the other gets 1721. Errors: 400, 401, 403, 1720 no such correction, 1721 already decided, 1722 the maker cannot approve their own, 1723 debit larger than the balance now (stays pending).`,
  },
  async (request, app) =>
    approveCorrection(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.id),
)
