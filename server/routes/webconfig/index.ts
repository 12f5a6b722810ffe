import { replyEndpoint } from '../../endpoint'
import { cachedAnswer } from '../../plugins/readCache'
import { webConfig } from '../../services/content'

/** POST /api/webconfig/index: site name, the brand, version, minimum deposit, service links, promotion switches, the compliance profile, the money settings and the visitor's default language. */
export default replyEndpoint(
  'webconfig/index',
  {
    summary: 'Web config, fetched at launch',
  },
  async (request, reply, app) =>
    cachedAnswer(request, reply, 'webconfig', () =>
      webConfig(
        app.db,
        {
          autoTransfer: app.config.autoTransfer,
          withdrawalExpectedMinutes: app.config.withdrawalExpectedMinutes,
          realityCheckMinutes: app.config.compliance.realityCheckMinutes,
          defaultLanguage: app.config.language.default,
          browserLanguage: app.config.language.browser,
          brand: app.config.brand,
        },
        app.config.brandName,
      ),
    ),
)
