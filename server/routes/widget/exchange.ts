import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { redeemHandoff } from '../../services/accounts'
import { userInfoOf } from '../../services/userInfo'

/** POST /api/widget/exchange: the portal trades a hand-off code for a session of its own, once. */
export default endpoint(
  'widget/exchange',
  {
    summary: 'Exchange a hand-off code for a session',
    description:
      'Answers like user/login, to the portal only: a browser request from another site or origin ' +
      '(Sec-Fetch-Site) answers 403 and leaves the code unspent. Errors: 404 when the code is unknown, ' +
      'already used or expired (the three are not told apart).',
  },
  async (request, app) => {
    // The code is a whole session: only the portal's own page may spend it, never a partner's (CORS_ORIGINS).
    const site = request.headers['sec-fetch-site']
    if (site !== undefined && site !== 'same-origin') throw new ApiError(Code.Forbidden)
    const redeemed = await redeemHandoff(app.db, request.body.code, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    })
    if (!redeemed) throw new ApiError(Code.NotFound)
    const { user, token } = redeemed
    return { userinfo: { ...(await userInfoOf(app.db, user)), token } }
  },
)
