import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints'
import { replyEndpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { complaintsCsv } from '../../services/complaints'

/** POST /api/admin/complaint_export: the complaints opened over a range, in consumidor.gov.br's fields (audited). */
export default replyEndpoint(
  'admin/complaint_export',
  {
    summary: 'Export complaints to CSV (consumidor.gov.br fields, audited)',
    description: `Needs ${COMPLAINT_PERMISSIONS.export}. from and to, São Paulo days inclusive, at most 366 days: the complaints opened then, as text/csv in UTF-8 with a byte order mark, columns named in Portuguese as consumidor.gov.br names them (docs/compliance.md). Errors (JSON): 400, 401, 403, 1916.`,
  },
  async (request, reply, app) => {
    const { from, to } = request.body
    const csv = await complaintsCsv(app.db, { id: currentUser(request).id, ip: request.ip }, request.body)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ficha-complaints-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv)
  },
)
