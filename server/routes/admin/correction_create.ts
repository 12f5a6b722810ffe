import { CORRECTION_PERMISSIONS } from '@src/contract/corrections'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { createCorrection } from '../../services/corrections'

/** POST /api/admin/correction_create: credit or debit a player's wallet or game balance, with a reason. */
export default endpoint(
  'admin/correction_create',
  {
    summary: 'Correct a balance',
    description: `Needs ${CORRECTION_PERMISSIONS.create}. amount in centavos (positive; direction credit or debit), account wallet or game, reason goodwill, chargeback, errorFix, promotionFix or other, a comment and an idempotency key. Up to CORRECTION_FOUR_EYES_CENTAVOS, within the maker's solo limits of the São Paulo day (CORRECTION_SOLO_DAILY_COUNT, CORRECTION_SOLO_DAILY_CENTAVOS) and for a player outside a cool-off, exclusion or ban, it applies at once (status applied); otherwise it waits for a second operator (status pending) and moves nothing. Audited in the same transaction. Errors: 400, 401, 403, 1620 no such player, 1723 debit larger than the balance (nothing recorded), 1724 key used for another correction, 1725 a console account (no wallet), 1726 the maker's own or linked account, 1729 an excluded, cooling-off or banned player and a reason other than errorFix.`,
  },
  async (request, app) =>
    createCorrection(
      app.db,
      { fourEyesCentavos: app.config.correctionFourEyesCentavos, solo: app.config.correctionSolo },
      { id: currentUser(request).id, ip: request.ip },
      request.body,
    ),
)
