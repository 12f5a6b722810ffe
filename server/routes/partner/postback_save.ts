import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { savePostback } from '../../services/partners'

/** POST /api/partner/postback_save: sets or removes ('') one event's postback URL template. */
export default endpoint(
  'partner/postback_save',
  {
    summary: "Set one event's postback URL template",
    description:
      'An http(s) address with the placeholders {click_id}, {sub1}..{sub5}, {amount}, {event_id}, {event}; ' +
      "'' removes it (docs/partners.md, Postbacks). Errors: 400, 401, 2072 not a partner, 2073 not an " +
      'address or an unknown placeholder (data.placeholder).',
  },
  async (request, app) => savePostback(app.db, currentUser(request).id, request.body),
)
