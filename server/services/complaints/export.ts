import { Code } from '@src/contract/codes'
import type { ComplaintCategory, ComplaintExportBody } from '@src/contract/complaints'
import type { ReportColumn } from '@src/contract/reports'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../db'
import { complaints } from '../../db/schema/complaints'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { dayOf, dayRange, isDay, spDateTime } from '../calendar'
import { csvLine } from '../reports'
import { type Actor, protocolOf } from './views'

/** The longest export: a year of complaints. */
const EXPORT_MAX_DAYS = 366

const DAY_MS = 86_400_000

/**
 * The columns, named as consumidor.gov.br's complaint records name them (docs/compliance.md), and worded in
 * Portuguese whatever the operator's language: the file is for the Brazilian platform.
 */
const COLUMNS: ReportColumn[] = [
  'Protocolo',
  'CPF Consumidor',
  'Canal',
  'Data Abertura',
  'Prazo Resposta',
  'Data Resposta',
  'Data Finalização',
  'Tempo Resposta',
  'Respondida',
  'Respondida no Prazo',
  'Situação',
  'Assunto',
  'Avaliação Reclamação',
  'Resposta Final',
].map((key) => ({ key, kind: key === 'Tempo Resposta' ? 'count' : 'text' }))

const SUBJECTS: Record<ComplaintCategory, string> = {
  deposit: 'Depósito',
  withdrawal: 'Saque',
  game: 'Jogo',
  bonus: 'Bônus e promoções',
  account: 'Conta e cadastro',
  protection: 'Jogo responsável',
  other: 'Outros',
}

const STATES = { open: 'Aberta', answered: 'Respondida', closed: 'Finalizada' } as const
const OUTCOMES = { resolved: 'Resolvida', notResolved: 'Não Resolvida' } as const
const CHANNELS = { sac: 'SAC', ouvidoria: 'Ouvidoria' } as const

const when = (instant: Date | null): string => (instant ? spDateTime(instant) : '')

/**
 * admin/complaint_export: the complaints opened in [from, to] (São Paulo days) as CSV lines, the header
 * first (with a byte order mark); the export is itself audited.
 */
export const complaintsCsv = async (
  db: Db,
  actor: Actor,
  { from, to }: ComplaintExportBody,
): Promise<string> => {
  if (!isDay(from) || !isDay(to) || to < from) throw new ApiError(Code.ComplaintExportRange)
  const start = dayRange(from).start
  const end = dayRange(to).end
  if (end.getTime() - start.getTime() > EXPORT_MAX_DAYS * DAY_MS)
    throw new ApiError(Code.ComplaintExportRange)
  const rows = await db
    .select({ row: complaints, cpf: users.cpf })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(and(gte(complaints.createdAt, start), lt(complaints.createdAt, end)))
    .orderBy(asc(complaints.id))
  await recordAudit(db, {
    actorId: actor.id,
    action: 'complaint.exported',
    target: `complaints:${from}..${to}`,
    after: { count: rows.length },
    ip: actor.ip,
  })
  let text = `\uFEFF${csvLine(
    COLUMNS.map((column) => column.key),
    COLUMNS,
  )}`
  for (const { row, cpf } of rows) {
    const answeredAt = row.closedAt ?? row.firstAnsweredAt
    text += csvLine(
      [
        protocolOf(row),
        cpf ?? '',
        CHANNELS[row.level],
        when(row.createdAt),
        dayOf(row.dueAt),
        when(row.firstAnsweredAt),
        when(row.closedAt),
        // Whole days to the final answer: one the same day is 0.
        row.closedAt ? Math.floor((row.closedAt.getTime() - row.createdAt.getTime()) / DAY_MS) : null,
        answeredAt ? 'S' : 'N',
        row.closedAt ? (row.closedAt <= row.dueAt ? 'S' : 'N') : '',
        STATES[row.status],
        SUBJECTS[row.category],
        row.outcome ? OUTCOMES[row.outcome] : '',
        row.resolution ?? '',
      ],
      COLUMNS,
    )
  }
  return text
}
