import { endpoint } from '../../endpoint'

/** POST /api/partner/click: a click on a partner's element or tracked link, recorded once; its click id. */
export default endpoint(
  'partner/click',
  {
    summary: "Record a click on a partner's element or link",
    description:
      'Answers the click id to carry to the sign-up (user/register `click`); the same click id sent again ' +
      'is answered again and not counted twice. Bots (by user agent) and repeats are recorded but not counted ' +
      '(docs/partners.md). Errors: 400, 2070 no approved partner has this id, 2071 too many clicks from this address.',
  },
  async (request, app) =>
    app.partnerClicks.record(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
)
