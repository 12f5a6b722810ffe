import { replyEndpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { figuresCsv, partnerFigures } from '../../services/partnerArea'

/** POST /api/partner/figures_export {from, to, by?}: the partner's figures as CSV. */
export default replyEndpoint(
  'partner/figures_export',
  {
    summary: "Download the partner's figures as CSV",
    description:
      "The figures of partner/figures as text/csv in UTF-8 (with a byte order mark): a row per day, a row per sub-id value, then the totals; headers in the caller's language, amounts in reais with a dot decimal (12.34), RFC 4180 quoting. Errors (JSON): 400, 401, 2072, 2130.",
  },
  async (request, reply, app) => {
    const figures = await partnerFigures(app.db, currentUser(request).id, request.body)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="partner-${figures.from}-${figures.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(figuresCsv(figures, request.t))
  },
)
