import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { cancelRace, listRaces } from '../../services/races'

/** POST /api/admin/race_cancel {id}: cancel a race that has not started (audited). */
export default endpoint(
  'admin/race_cancel',
  {
    summary: 'Cancel an upcoming race',
    description: `Needs ${RACE_PERMISSIONS.manage}. Answers the race list. Errors: 400, 401, 403, 1781 no such race, 1782 already started.`,
  },
  async (request, app) => {
    await cancelRace(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.id)
    // This process's boards before the answer; the others hear it (services/races announceRaces).
    app.raceHub.changed()
    return listRaces(app.db)
  },
)
