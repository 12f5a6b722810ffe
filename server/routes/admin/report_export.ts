import { Readable } from 'node:stream'
import { REPORT_PERMISSIONS } from '@src/contract/reports'
import { replyEndpoint } from '../../endpoint'
import { checkRange, reportCsv, reportSource } from '../../services/reports'

/** POST /api/admin/report_export: any report as CSV, streamed (REPORT_PERMISSIONS.export). */
export default replyEndpoint(
  'admin/report_export',
  {
    summary: 'Export a report to CSV',
    description: `Needs ${REPORT_PERMISSIONS.export}. The report named (summary, games, payments, players, rounds) over the range, as text/csv in UTF-8 (with a byte order mark), a header row of the column keys, RFC 4180 quoting, amounts in reais with a dot decimal (12.34). Streamed: the rounds are read in batches as the download goes, so memory does not grow with the rows. Errors (JSON, before any byte of CSV): 400, 401, 403, 1740, 1741.`,
  },
  async (request, reply, app) => {
    const { report, from, to } = request.body
    // Refused ranges answer the JSON error before the stream starts.
    checkRange(report, request.body)
    const lines = reportCsv(reportSource(app), request.body)
    const first = await lines.next()
    const stream = Readable.from(
      (async function* () {
        if (!first.done) yield first.value
        yield* lines
      })(),
      // Bytes, not objects: the stream reads at most 64 KB (a few pages of rounds) ahead of the socket.
      { objectMode: false, highWaterMark: 64 * 1024 },
    )
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ficha-${report}-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(stream)
  },
)
