import { REGULATOR_PERMISSIONS } from '@src/contract/regulator'
import { replyEndpoint } from '../../endpoint'
import { readRegulatorFile } from '../../services/regulator'

/** GET /api/admin/regulator_file: one part of a day's file, as XML */
export default replyEndpoint(
  'admin/regulator_file',
  {
    summary: "Download one part of a day's regulator file (XML)",
    description: `Needs ${REGULATOR_PERMISSIONS.view}. Query: day (YYYY-MM-DD), kind (bets, bettors, wallet), part (from 1). Answers the part's bytes as application/xml (an attachment named as the layout names it), with its SHA-256 in X-Content-SHA256; a failed part is served too, for inspection. Needs the token header, so the console fetches it and saves a blob. Errors (as an envelope): 400, 401, 403, 1670 no such part (or still being built).`,
  },
  async (request, reply, app) => {
    const { day, kind, part } = request.query
    const file = await readRegulatorFile(app.db, day, kind, part)
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-content-sha256', file.sha256)
      .send(file.content)
  },
)
