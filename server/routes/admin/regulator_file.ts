import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { REGULATOR_PERMISSIONS, RegulatorFileQuery } from '@src/contract/regulator'
import { requirePermission } from '../../plugins/auth'
import { readRegulatorFile } from '../../services/regulator'

/** GET /api/admin/regulator_file: one part of a day's file, as XML */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/regulator_file',
    {
      preValidation: requirePermission(REGULATOR_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: "Download one part of a day's regulator file (XML)",
        description: `Needs ${REGULATOR_PERMISSIONS.view}. Query: day (YYYY-MM-DD), kind (bets, bettors, wallet), part (from 1). Answers the part's bytes as application/xml (an attachment named as the layout names it), with its SHA-256 in X-Content-SHA256; a failed part is served too, for inspection. Needs the token header, so the console fetches it and saves a blob. Errors (as an envelope): 400, 401, 403, 1670 no such part (or still being built).`,
        security: [{ token: [] }],
        querystring: RegulatorFileQuery,
      },
    },
    async (request, reply) => {
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
}

export default route
