import { isLang, LANG_PARAM } from '../../src/i18n/languages'
import { replyEndpoint } from '../endpoint'
import { findUserByInvitationCode } from '../services/accounts'
import { signUpRoute } from '../services/rewards'

/**
 * GET /i/CODE?lang=pt, the short invite address that get_links answers: a 302 to the portal's sign-up with
 * the code filled in, in the inviter's language (the portal adopts ?lang=; an unknown one is dropped). An
 * unknown code still lands on the sign-up, without it (a wrong code would only refuse the registration). The
 * target is relative ('../?lang=pt#/…'), so it works wherever the server is mounted.
 */
export default replyEndpoint(
  'i',
  {
    summary: 'Short invite address',
    description: "302 to the portal's registration with the code (without it when no player has the code).",
  },
  async (request, reply, app) => {
    const inviter = await findUserByInvitationCode(app.db, request.params.code)
    const lang = request.query[LANG_PARAM]
    const query = isLang(lang) ? `?${LANG_PARAM}=${lang}` : ''
    return reply
      .header('cache-control', 'no-store')
      .redirect(`../${query}${signUpRoute(inviter?.invitationCode ?? null)}`, 302)
  },
)
