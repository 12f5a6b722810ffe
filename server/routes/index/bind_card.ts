import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { bindPixCard } from '../../services/money'

/** POST /api/index/bind_card: binds a PIX payout card (/pages/bind/index). */
export default endpoint(
  'index/bind_card',
  {
    summary: 'Bind a PIX payout card',
    description:
      'email and phone are optional (a PIX payout needs neither). Errors: 401, 1440 format error (data.field: firstName, lastName), 1443 e-mail, 1014 phone (when given), 1441 CPF check digits, 1442 PIX key does not fit its type, 1444 too many accounts, 1445 already added.',
  },
  async (request, app) => bindPixCard(app.db, currentUser(request), request.body),
)
