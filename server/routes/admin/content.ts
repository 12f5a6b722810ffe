import { CONTENT_PERMISSIONS } from '@src/contract/publishing'
import { endpoint } from '../../endpoint'
import { publishedContent } from '../../services/content'

/** POST /api/admin/content: the newest banners, popups and notices. */
export default endpoint(
  'admin/content',
  {
    summary: 'The newest banners, popups and notices',
    description: `Needs ${CONTENT_PERMISSIONS.publish}. At most 50 banners (popups included) and 50 notices, newest first, each with its title in the operator's default language, whether it is a promotion and whether it is shown. Errors: 401, 403.`,
  },
  async (_request, app) => publishedContent(app.db, app.config.language.default),
)
