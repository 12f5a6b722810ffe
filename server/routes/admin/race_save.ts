import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { saveRace } from '../../services/races'

/** POST /api/admin/race_save {id?, race}: create a race, or change one not started yet (audited). */
export default endpoint(
  'admin/race_save',
  {
    summary: 'Create a race, or change one not started yet',
    description:
      `Needs ${RACE_PERMISSIONS.manage}. startsAt and endsAt on São Paulo's wall clock; a daily race lasts at ` +
      'most a day, a weekly one a week; either a pool with shares summing to 10,000 basis points or fixed ' +
      'prizes (at most 10 places); the name in the default language (DEFAULT_LANGUAGE), the others optional (a reader whose language is missing reads it); gameIds and providers both empty: every game. Errors: 400, 401, 403, ' +
      '1753 no name in the default language, 1780 does not fit, 1781 no such race, 1782 already started.',
  },
  async (request, app) => {
    assertDefaultText(app.config.language.default, request.body.race.names)
    const race = await saveRace(app.db, { id: currentUser(request).id, ip: request.ip }, request.body)
    // This process's boards before the answer; the others hear it (services/races announceRaces).
    app.raceHub.changed()
    return race
  },
)
