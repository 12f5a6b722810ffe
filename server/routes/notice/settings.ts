import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { NoticeSettings, NoticeSettingsBody } from '@src/contract/notifications'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { getNoticeSettings, setNoticeSettings } from '../../services/notifications'

const DESCRIPTION =
  'muted: the categories muted, among `mutable` (race results, operator messages; money and protection ' +
  'ones never); marketing: the consent to marketing messages (LGPD opt-in, off until the player says yes; ' +
  'marketingConsentAt records when). Errors: 401, 400 a category that cannot be muted.'

/** GET /api/notice/settings and POST /api/notice/settings {muted?, marketing?}: the player's choices. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notice/settings',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['content'],
        summary: 'Notification preferences',
        description: DESCRIPTION,
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(NoticeSettings) },
      },
    },
    async (request) => ok(request, await getNoticeSettings(app.db, currentUser(request).id)),
  )
  app.post(
    '/notice/settings',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['content'],
        summary: 'Change notification preferences',
        description: `${DESCRIPTION} Fields left out keep their value.`,
        security: [{ token: [] }],
        body: NoticeSettingsBody,
        response: { 200: EnvelopeSchema(NoticeSettings) },
      },
    },
    async (request) => ok(request, await setNoticeSettings(app.db, currentUser(request).id, request.body)),
  )
}

export default route
