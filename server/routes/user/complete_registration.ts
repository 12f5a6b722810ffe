import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { registrationRules, registrationStatus, saveRegistration } from '../../services/registration'

/** POST /api/user/complete_registration: the extended registration's set, saved whole. */
export default endpoint(
  'user/complete_registration',
  {
    summary: 'Give the extended registration set',
    description:
      'The address (CEP, street, number, complement, district, city, state), e-mail, gender, the bank account the player deposits from (COMPE code, branch, account with its digit, type), the photo ID (an upload of the player, index/upload_voucher) and the limits: a loss limit of at least one period (centavos) and the session minutes, applied as index/set_limits applies them. The IP is recorded. Answers user/registration. Errors: 401, 400, 1951 CEP, 1954 e-mail, 1955 address (data.field), 1956 bank account (data.field), 1957 no such upload of the player, 1958 no loss limit, 1614 a limit out of range.',
  },
  async (request, app) => {
    const userId = currentUser(request).id
    const rules = registrationRules(app.config.compliance)
    await saveRegistration(app.db, rules, { userId, ip: request.ip }, request.body)
    return registrationStatus(app.db, rules, userId)
  },
)
