import { isLang, LANG_PARAM } from '../../src/i18n/languages'
import { replyEndpoint } from '../endpoint'
import { findUserByInvitationCode } from '../services/accounts'
import { signUpRoute } from '../services/rewards'

const TRACKING_FIELDS = ['partner', 'click', 'sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const

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
    description:
      "302 to the portal's registration with the code (without it when no player has the code), passing on lang and a partner's tracking fields (partner, click, sub1..sub5).",
  },
  async (request, reply, app) => {
    const inviter = await findUserByInvitationCode(app.db, request.params.code)
    const { [LANG_PARAM]: lang } = request.query
    // A partner's tracking fields go on to the portal, which records the click (docs/partners.md).
    const fields = new URLSearchParams()
    for (const name of TRACKING_FIELDS) {
      const value = request.query[name]
      if (value) fields.set(name, value)
    }
    if (isLang(lang)) fields.set(LANG_PARAM, lang)
    const query = fields.size > 0 ? `?${fields}` : ''
    return reply
      .header('cache-control', 'no-store')
      .redirect(`../${query}${signUpRoute(inviter?.invitationCode ?? null)}`, 302)
  },
)
