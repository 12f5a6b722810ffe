import { CORRECTION_PERMISSIONS } from '@src/contract/corrections'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { rejectCorrection } from '../../services/corrections'

/** POST /api/admin/correction_reject: a second operator refuses a pending correction (nothing moves). */
export default endpoint(
  'admin/correction_reject',
  {
    summary: 'Reject a pending correction',
    description: `Needs ${CORRECTION_PERMISSIONS.approve}. why: the reason, shown in the history. Audited. Errors: 400, 401, 403, 1720 no such correction, 1721 already decided, 1722 the maker cannot decide their own.`,
  },
  async (request, app) =>
    rejectCorrection(
      app.db,
      { id: currentUser(request).id, ip: request.ip },
      request.body.id,
      request.body.why,
    ),
)
