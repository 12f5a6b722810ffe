import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { getNoticeSettings, setNoticeSettings } from '../../services/notifications'

/** GET /api/notice/settings and POST /api/notice/settings {muted?, marketing?}: the player's choices. */
export default endpoint(
  'notice/settings',
  {
    summary: 'Notification preferences (GET reads them, POST changes them)',
    description:
      'muted: the categories muted, among `mutable` (race results, operator messages; money and protection ' +
      'ones never); marketing: the consent to marketing messages (LGPD opt-in, off until the player says yes; ' +
      'marketingConsentAt records when). On POST, fields left out keep their value. Errors: 401, 400 a ' +
      'category that cannot be muted.',
  },
  async (request, app) =>
    request.method === 'GET'
      ? getNoticeSettings(app.db, currentUser(request).id)
      : setNoticeSettings(app.db, currentUser(request).id, request.body),
)
