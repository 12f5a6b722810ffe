import { MISSION_PERMISSIONS } from '@src/contract/missions-values'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { setMissionState } from '../../services/missions'

/** POST /api/admin/mission_state {id, state}: publish a draft mission, or archive one (audited). */
export default endpoint(
  'admin/mission_state',
  {
    summary: 'Publish or archive a mission (docs/missions.md)',
    description:
      `Needs ${MISSION_PERMISSIONS.manage}. A draft is published (it counts rounds in its window) or archived; a ` +
      'published mission is archived (it stops counting; points earned stay). Errors: 400, 401, 403, 1940 a "free" ' +
      'word, 2041 no such mission, 2042 deposit-linked in brazil, 2043 not allowed from its state.',
  },
  async (request, app) =>
    setMissionState(app.db, { id: currentUser(request).id, ip: request.ip }, request.body),
)
