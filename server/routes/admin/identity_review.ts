import { PROTECTION_PERMISSIONS } from '@src/contract/protection'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { reviewIdentity } from '../../services/protection'

/** POST /api/admin/identity_review: an operator decides a player's identity check. */
export default endpoint(
  'admin/identity_review',
  {
    summary: 'Decide a player’s identity check (verified or refused)',
    description: `Needs ${PROTECTION_PERMISSIONS.reviewIdentity}. For players who declared a CPF (IDENTITY_PROVIDER=manual leaves them pending). A refusal needs a reason. Recorded in the player's history. Answers as admin/player_protection. Errors: 400, 401, 403, 1422 refusal without a reason, 1601 the player has no CPF, 1620 no such player.`,
  },
  async (request, app) =>
    reviewIdentity(app.db, currentUser(request).id, request.body, app.config.compliance.realityCheckMinutes),
)
