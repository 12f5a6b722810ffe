import { replyEndpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { playerStatement, statementCsv, statementRange } from '../../services/statement'

/** POST /api/index/statement_export {from?, to?}: the player's statement as CSV. */
export default replyEndpoint(
  'index/statement_export',
  {
    summary: "Download the player's statement as CSV",
    description:
      "The rows of index/statement as text/csv in UTF-8 (with a byte order mark): a row per day (opening, totals by kind, closing), then the day's game sessions and other movements; the header in the caller's language, times in São Paulo, RFC 4180 quoting, amounts in reais with a dot decimal (12.34). Errors (JSON): 400, 401, 1460, 1725.",
  },
  async (request, reply, app) => {
    const range = statementRange(request.body ?? {})
    const statement = await playerStatement(app.db, currentUser(request).id, request.lang, range)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${range.from}-${range.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(statementCsv(statement, request.t))
  },
)
