import { MISSION_PERMISSIONS } from '@src/contract/missions-values'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { saveMission } from '../../services/missions'

/** POST /api/admin/mission_save {id?, mission}: a new mission (a draft), or new terms for a draft (audited). */
export default endpoint(
  'admin/mission_save',
  {
    summary: 'Create a mission, or change a draft (docs/missions.md)',
    description:
      `Needs ${MISSION_PERMISSIONS.manage}. task rounds, stakes, wins (minMultiplierBps > 0), days or deposits (not in ` +
      "the brazil profile); startsAt and endsAt on São Paulo's wall clock; the name in the default language, checked " +
      'against the advertising rules in the brazil profile. Errors: 400, 401, 403, 1753 no name in the default ' +
      'language, 1940 a "free" word, 2040 does not fit, 2041 no such mission, 2042 deposit-linked in brazil, 2043 not a draft.',
  },
  async (request, app) => {
    assertDefaultText(app.config.language.default, request.body.mission.names)
    return saveMission(app.db, { id: currentUser(request).id, ip: request.ip }, request.body)
  },
)
