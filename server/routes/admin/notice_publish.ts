import { CONTENT_PERMISSIONS } from '@src/contract/publishing'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assertPromotionPasses, publishNotice } from '../../services/content'

/** POST /api/admin/notice_publish: a notice; a promotion is checked against the advertising rules and labelled. */
export default endpoint(
  'admin/notice_publish',
  {
    summary: 'Publish a notice (brazil: a promotion checked against the advertising rules)',
    description: `Needs ${CONTENT_PERMISSIONS.publish}. promotion: advertising, which the portal labels "Publicidade" and "18+" in the brazil profile; a service notice is not checked. In the brazil profile a promotion whose text says "free" (grátis, de graça, free…) while conditions apply is refused (1940). Errors: 400, 401, 403, 1753, 1940.`,
  },
  async (request, app) => {
    const { body } = request
    const lang = app.config.language.default
    assertDefaultText(lang, body.title, body.body)
    if (body.promotion)
      assertPromotionPasses(app.config.compliance.profile, {
        texts: [body.title, body.body],
        conditions: body.conditions,
      })
    const published = await publishNotice(app.db, { id: currentUser(request).id, ip: request.ip }, body, lang)
    await app.readCache.sync()
    return published
  },
)
