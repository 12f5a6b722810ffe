import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listRaces, switchRaces } from '../../services/races'

/** POST /api/admin/race_switch {enabled}: races on or off in this site (audited). */
export default endpoint(
  'admin/race_switch',
  {
    summary: 'Switch races on or off',
    description:
      `Needs ${RACE_PERMISSIONS.manage}. Off: no round scores, race/board answers null and the live "race" ` +
      'event carries null; races that already ended are still settled and paid. Answers the race list. ' +
      'Errors: 400, 401, 403.',
  },
  async (request, app) => {
    await switchRaces(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.enabled)
    // This process's boards before the answer; the others hear it (services/races announceRaces).
    app.raceHub.changed()
    return listRaces(app.db)
  },
)
