import { CORRECTION_PERMISSIONS } from '@src/contract/corrections'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { rolesGranting } from '../../services/accounts'
import { listCorrections } from '../../services/corrections'

/** POST /api/admin/corrections: the balance corrections, newest first, with their status. */
export default endpoint(
  'admin/corrections',
  {
    summary: 'Balance corrections',
    description: `Needs ${CORRECTION_PERMISSIONS.view}. Optional status (pending, applied, rejected) and userId; paged. fourEyesCentavos: the amount above which a second operator approves; checkerRoles: the roles that may approve. Errors: 400, 401, 403.`,
  },
  async (request, app) => {
    const { status, userId, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    const list = await listCorrections(app.db, { status, userId, page, limit })
    return {
      ...list,
      fourEyesCentavos: app.config.correctionFourEyesCentavos,
      checkerRoles: rolesGranting(CORRECTION_PERMISSIONS.approve),
    }
  },
)
