import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { phoneFromUsername } from '../../services/accounts'

/**
 * GET /api/dev/outbox?phone=...: the last codes this process sent to a phone, newest first, so tests and
 * testers can sign up without a real SMS. Registered only outside production.
 */
export default endpoint(
  'dev/outbox',
  {
    summary: 'Codes sent to a phone (development only, absent in production)',
  },
  async (request, app) => {
    // An unencoded '+' in a query string arrives as a space.
    const phone = phoneFromUsername(`+${request.query.phone.trim().replace(/^\+/, '')}`)
    if (!phone) throw new ApiError(Code.PhoneInvalid)
    return app.outbox?.latest(phone) ?? []
  },
)
