import { Code } from '@src/contract/codes'
import {
  COMPLAINT_PERMISSIONS,
  type ComplaintAssignBody,
  type ComplaintCase,
  type ComplaintCloseBody,
  type ComplaintEscalateBody,
  type ComplaintQueueBody,
  type ComplaintQueuePage,
  type ComplaintReplyBody,
  type QueuedComplaint,
} from '@src/contract/complaints'
import { grantsPermission } from '@src/permissions/rules'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { readPage } from '../../db/paging'
import { complaints } from '../../db/schema/complaints'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { effectivePermissions } from '../accounts'
import { recordAudit } from '../audit'
import { notifyPlayer } from '../notifications'
import { writeMessage } from './messages'
import {
  type Actor,
  type ComplaintRow,
  complaintView,
  idOfProtocol,
  lockOpenComplaint,
  messagesOf,
  protocolOf,
  wordsOf,
} from './views'

const player = alias(users, 'player')
const assignee = alias(users, 'assignee')

const queueRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ row: complaints, phone: player.phone, assigneePhone: assignee.phone })
    .from(complaints)
    .innerJoin(player, eq(player.id, complaints.userId))
    .leftJoin(assignee, eq(assignee.id, complaints.assigneeId))
    .where(where)

type QueueRow = Awaited<ReturnType<typeof queueRows>>[number]

const queued = ({ row, phone, assigneePhone }: QueueRow, now: Date): QueuedComplaint => {
  const secondsLeft = Math.floor((row.dueAt.getTime() - now.getTime()) / 1000)
  return {
    ...complaintView(row),
    player: { id: row.userId, phone },
    assignee:
      row.assigneeId !== null && assigneePhone !== null ? { id: row.assigneeId, phone: assigneePhone } : null,
    secondsLeft,
    overdue: row.status !== 'closed' && secondsLeft < 0,
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
    firstAnsweredAt: row.firstAnsweredAt?.toISOString() ?? null,
  }
}

/**
 * admin/complaints: the queue. Pending (open or answered) nearest 10-day mark first, closed latest first;
 * a protocol finds its one complaint whatever its state.
 */
export const complaintQueue = async (
  db: Db,
  { status = 'pending', level, protocol, page = 1, limit = 20 }: ComplaintQueueBody,
  now = new Date(),
): Promise<ComplaintQueuePage> => {
  const id = protocol === undefined ? undefined : (idOfProtocol(protocol) ?? 0)
  const where =
    id !== undefined
      ? eq(complaints.id, id)
      : and(
          status === 'closed'
            ? eq(complaints.status, 'closed')
            : inArray(complaints.status, ['open', 'answered']),
          level ? eq(complaints.level, level) : undefined,
        )
  const page_ = await readPage(
    queueRows(db, where).orderBy(
      status === 'closed' && id === undefined ? desc(complaints.closedAt) : asc(complaints.dueAt),
      asc(complaints.id),
    ),
    db.select({ value: count() }).from(complaints).where(where),
    { page, limit },
    (rows) => rows.map((row) => queued(row, now)),
  )
  if (protocol === undefined) return page_
  // A protocol of another year than the complaint's names nothing.
  const list = page_.list.filter((item) => item.protocol === protocol.trim())
  return { ...page_, list, total: list.length }
}

const oneQueued = async (db: Db, id: number, now = new Date()): Promise<QueuedComplaint> => {
  const [row] = await queueRows(db, eq(complaints.id, id))
  if (!row) throw new ApiError(Code.ComplaintNotFound)
  return queued(row, now)
}

/** admin/complaint: a complaint and its messages, each operator's naming its writer. */
export const complaintCase = async (db: Db, id: number): Promise<ComplaintCase> => {
  const complaint = await oneQueued(db, id)
  const messages = await messagesOf(db, id)
  const writers = [
    ...new Set(messages.flatMap((message) => (message.operatorId === null ? [] : [message.operatorId]))),
  ]
  const phones =
    writers.length === 0
      ? []
      : await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, writers))
  return {
    complaint,
    messages: messages.map(({ operatorId, ...message }) => {
      const writer = phones.find((item) => item.id === operatorId)
      return { ...message, operator: writer ? { id: writer.id, phone: writer.phone } : null }
    }),
  }
}

const audit = (
  tx: Db,
  actor: Actor,
  action: string,
  row: ComplaintRow,
  after: Record<string, unknown>,
  reason?: string,
) =>
  recordAudit(tx, {
    actorId: actor.id,
    action: `complaint.${action}`,
    target: `complaint:${row.id}`,
    before: { status: row.status, level: row.level, assigneeId: row.assigneeId },
    after,
    reason: reason ?? null,
    ip: actor.ip,
  })

/** admin/complaint_assign: the caller takes it, or hands it to an operator who may answer complaints. */
export const assignComplaint = async (
  db: Db,
  actor: Actor,
  { id, assigneeId = actor.id }: ComplaintAssignBody,
): Promise<QueuedComplaint> => {
  await db.transaction(async (tx) => {
    const row = await lockOpenComplaint(tx, id)
    const [who] = await tx
      .select({ roles: users.roles, permissions: users.permissions })
      .from(users)
      .where(eq(users.id, assigneeId))
    if (!who || !grantsPermission(effectivePermissions(who), COMPLAINT_PERMISSIONS.answer))
      throw new ApiError(Code.ComplaintAssigneeNotAllowed)
    await tx.update(complaints).set({ assigneeId, updatedAt: sql`now()` }).where(eq(complaints.id, id))
    await audit(tx, actor, 'assigned', row, { assigneeId })
  })
  return oneQueued(db, id)
}

/**
 * admin/complaint_reply: an answer the player reads (and is told of); the complaint waits for the player.
 * The replying operator holds it when nobody did.
 */
export const replyAsOperator = async (
  db: Db,
  actor: Actor,
  { id, text, attachments = [] }: ComplaintReplyBody,
  now = new Date(),
): Promise<ComplaintCase> => {
  const body = wordsOf(text)
  await db.transaction(async (tx) => {
    const row = await lockOpenComplaint(tx, id)
    const messageId = await writeMessage(
      tx,
      { complaintId: id, writerId: actor.id, author: 'operator', body },
      attachments,
    )
    await tx
      .update(complaints)
      .set({
        status: 'answered',
        assigneeId: row.assigneeId ?? actor.id,
        firstAnsweredAt: row.firstAnsweredAt ?? now,
        updatedAt: sql`now()`,
      })
      .where(eq(complaints.id, id))
    await notifyPlayer(tx, row.userId, 'complaintAnswered', { protocol: protocolOf(row) })
    await audit(tx, actor, 'answered', row, { status: 'answered', messageId })
  })
  return complaintCase(db, id)
}

/** admin/complaint_escalate: to the ouvidoria, with why (kept as an operator note in the audit log). */
export const escalateComplaint = async (
  db: Db,
  actor: Actor,
  { id, reason }: ComplaintEscalateBody,
  now = new Date(),
): Promise<QueuedComplaint> => {
  const why = wordsOf(reason)
  await db.transaction(async (tx) => {
    const row = await lockOpenComplaint(tx, id)
    if (row.level === 'ouvidoria') throw new ApiError(Code.ComplaintEscalated)
    // The ouvidoria takes it over: whoever held it at the SAC no longer does.
    await tx
      .update(complaints)
      .set({ level: 'ouvidoria', escalatedAt: now, assigneeId: null, updatedAt: sql`now()` })
      .where(eq(complaints.id, id))
    await audit(tx, actor, 'escalated', row, { level: 'ouvidoria', assigneeId: null }, why)
  })
  return oneQueued(db, id)
}

/**
 * admin/complaint_close: the final answer. The resolution is written as the last message the player reads,
 * the outcome kept for consumidor.gov.br; the player is told.
 */
export const closeComplaint = async (
  db: Db,
  actor: Actor,
  { id, outcome, resolution }: ComplaintCloseBody,
  now = new Date(),
): Promise<ComplaintCase> => {
  const body = wordsOf(resolution)
  await db.transaction(async (tx) => {
    const row = await lockOpenComplaint(tx, id)
    const messageId = await writeMessage(tx, {
      complaintId: id,
      writerId: actor.id,
      author: 'operator',
      body,
    })
    await tx
      .update(complaints)
      .set({
        status: 'closed',
        outcome,
        resolution: body,
        closedBy: actor.id,
        closedAt: now,
        assigneeId: row.assigneeId ?? actor.id,
        firstAnsweredAt: row.firstAnsweredAt ?? now,
        updatedAt: sql`now()`,
      })
      .where(eq(complaints.id, id))
    await notifyPlayer(tx, row.userId, 'complaintClosed', { protocol: protocolOf(row) })
    await audit(tx, actor, 'closed', row, { status: 'closed', outcome, messageId })
  })
  return complaintCase(db, id)
}
