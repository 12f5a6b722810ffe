import { MESSAGE_PERMISSIONS } from '@src/contract/messages'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assertPromotionPasses } from '../../services/content'
import { createBroadcast } from '../../services/notifications'

/** POST /api/admin/message_broadcast: one message to every player, or a marketing one (audited), sent in batches. */
export default endpoint(
  'admin/message_broadcast',
  {
    summary: 'Send a message to every player, or a marketing message (audited)',
    description: `Needs ${MESSAGE_PERMISSIONS.broadcast}. audience all: an operator message to every player (those who muted operator messages skipped); marketing: only players who opted in and are not in a cool-off, self-exclusion or national ban. Answers the broadcast, its audience counted and nothing handled yet: the server sends it in small batches (admin/message_broadcasts shows how far it is). The title and text in the operator's default language (DEFAULT_LANGUAGE) and any other; a player reads theirs, else the default's. A marketing message is a promotion: in the brazil profile a text saying "free" (grátis, de graça, free…) while conditions apply (conditions, absent read as true) is refused (1940). Errors: 400, 401, 403, 1753 the default language left empty, 1940.`,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    const { audience, title, body, conditions = true } = request.body
    const lang = app.config.language.default
    assertDefaultText(lang, title, body)
    if (audience === 'marketing')
      assertPromotionPasses(app.config.compliance.profile, { texts: [title, body], conditions })
    return createBroadcast(app.db, operator, audience, { title, body }, lang)
  },
)
