import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { registrationRules, registrationStatus } from '../../services/registration'

/** POST /api/user/registration: what of the extended registration the player still owes. */
export default endpoint(
  'user/registration',
  {
    summary: 'The extended registration: what is still owed',
    description:
      'brazil profile (Ordinance SPA/MF 2.579/2025): required true; complete once the set is saved and, with a face provider configured (FACE_URL), a face match passed. Until then deposits and play are refused (1950); withdrawals stay open. standard: required false, complete true. Errors: 401.',
  },
  async (request, app) =>
    registrationStatus(app.db, registrationRules(app.config.compliance), currentUser(request).id),
)
