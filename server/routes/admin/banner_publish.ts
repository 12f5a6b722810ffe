import { CONTENT_PERMISSIONS } from '@src/contract/publishing'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assertPromotionPasses, publishBanner } from '../../services/content'

/** POST /api/admin/banner_publish: a carousel banner or the launch popup, checked against the advertising rules. */
export default endpoint(
  'admin/banner_publish',
  {
    summary: 'Publish a banner or the popup (brazil: checked against the advertising rules)',
    description: `Needs ${CONTENT_PERMISSIONS.publish}. The title in the operator's default language and any other; conditions says whether any applies; imageShowsNoMoney is the operator's declaration, kept in the audit log. In the brazil profile: 1940 a text says "free" (grátis, de graça, free…) and the promotion has conditions, 1941 the image not declared free of money, 1942 the image's file name names money. Errors: 400, 401, 403, 1753, 1940, 1941, 1942.`,
  },
  async (request, app) => {
    const { body } = request
    const lang = app.config.language.default
    assertDefaultText(lang, body.title)
    assertPromotionPasses(app.config.compliance.profile, {
      texts: [body.title],
      conditions: body.conditions,
      image: body.image,
      imageShowsNoMoney: body.imageShowsNoMoney,
    })
    const published = await publishBanner(app.db, { id: currentUser(request).id, ip: request.ip }, body, lang)
    // Every process serves the new banner before this answer goes.
    await app.readCache.sync()
    return published
  },
)
