import { type Static, Type } from '@sinclair/typebox'
import {
  COMPLAINT_ATTACHMENTS_MAX,
  COMPLAINT_AUTHORS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_LEVELS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
} from './complaints-values'
import { ExactObject, literals, RowId } from './envelope'
import { Paged, PageFields } from './paging'

export * from './complaints-values'

const Text = Type.String({ maxLength: COMPLAINT_TEXT_MAX })
const Attachments = Type.Optional(
  Type.Array(Type.String({ maxLength: 64, description: 'From index/upload_voucher' }), {
    maxItems: COMPLAINT_ATTACHMENTS_MAX,
    uniqueItems: true,
  }),
)
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'São Paulo day, YYYY-MM-DD' })
const Instant = Type.String({ description: 'ISO 8601' })
const NullableInstant = Type.Union([Instant, Type.Null()])

/** index/complaint_open: a new complaint, its text and images. */
export const ComplaintOpenBody = ExactObject({
  category: literals(COMPLAINT_CATEGORIES),
  text: Text,
  attachments: Attachments,
})
export type ComplaintOpenBody = Static<typeof ComplaintOpenBody>

/** index/complaint_reply and admin/complaint_reply: one more message on a complaint not closed. */
export const ComplaintReplyBody = ExactObject({ id: RowId, text: Text, attachments: Attachments })
export type ComplaintReplyBody = Static<typeof ComplaintReplyBody>

export const ComplaintIdBody = ExactObject({ id: RowId })
export type ComplaintIdBody = Static<typeof ComplaintIdBody>

/** One message: who wrote it, the words, the images (their index/upload/:id addresses). */
export const ComplaintMessage = Type.Object({
  id: Type.Integer(),
  author: literals(COMPLAINT_AUTHORS),
  text: Type.String(),
  attachments: Type.Array(Type.String()),
  createdAt: Instant,
})
export type ComplaintMessage = Static<typeof ComplaintMessage>

/** A complaint as its player sees it. */
export const Complaint = Type.Object({
  id: Type.Integer(),
  /** The protocol number the player is given: the São Paulo year it was opened and its number. */
  protocol: Type.String(),
  category: literals(COMPLAINT_CATEGORIES),
  status: literals(COMPLAINT_STATUSES),
  level: literals(COMPLAINT_LEVELS),
  /** The 10-day mark of its final answer. */
  dueAt: Instant,
  outcome: Type.Union([literals(COMPLAINT_OUTCOMES), Type.Null()]),
  resolution: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  closedAt: NullableInstant,
})
export type Complaint = Static<typeof Complaint>

export const ComplaintList = Type.Array(Complaint)
export type ComplaintList = Static<typeof ComplaintList>

/** index/complaint: one of the player's complaints and its messages, oldest first. */
export const ComplaintThread = Type.Object({ complaint: Complaint, messages: Type.Array(ComplaintMessage) })
export type ComplaintThread = Static<typeof ComplaintThread>

const Operator = Type.Union([Type.Object({ id: Type.Integer(), phone: Type.String() }), Type.Null()])

/** A complaint in the operator's queue: the player, who holds it, and the clock. */
export const QueuedComplaint = Type.Intersect([
  Complaint,
  Type.Object({
    player: Type.Object({ id: Type.Integer(), phone: Type.String() }),
    assignee: Operator,
    /** Seconds to the 10-day mark; negative once past it. */
    secondsLeft: Type.Integer(),
    overdue: Type.Boolean(),
    escalatedAt: NullableInstant,
    firstAnsweredAt: NullableInstant,
  }),
])
export type QueuedComplaint = Static<typeof QueuedComplaint>

/** admin/complaints: the queue, nearest mark first (closed: latest first); or one protocol's complaint. */
export const ComplaintQueueBody = ExactObject({
  status: Type.Optional(literals(['pending', 'closed'])),
  level: Type.Optional(literals(COMPLAINT_LEVELS)),
  protocol: Type.Optional(Type.String({ maxLength: 20 })),
  ...PageFields,
})
export type ComplaintQueueBody = Static<typeof ComplaintQueueBody>

export const ComplaintQueuePage = Paged(QueuedComplaint)
export type ComplaintQueuePage = Static<typeof ComplaintQueuePage>

/** admin/complaint: a complaint with its messages, each operator's message naming its writer. */
export const ComplaintCase = Type.Object({
  complaint: QueuedComplaint,
  messages: Type.Array(Type.Intersect([ComplaintMessage, Type.Object({ operator: Operator })])),
})
export type ComplaintCase = Static<typeof ComplaintCase>

/** admin/complaint_assign: the operator who answers it (absent: the caller takes it). */
export const ComplaintAssignBody = ExactObject({
  id: RowId,
  assigneeId: Type.Optional(RowId),
})
export type ComplaintAssignBody = Static<typeof ComplaintAssignBody>

/** admin/complaint_escalate: to the ouvidoria, with why. */
export const ComplaintEscalateBody = ExactObject({
  id: RowId,
  reason: Type.String({ maxLength: 1000 }),
})
export type ComplaintEscalateBody = Static<typeof ComplaintEscalateBody>

/** admin/complaint_close: the final answer the player reads, and how it left the complaint. */
export const ComplaintCloseBody = ExactObject({
  id: RowId,
  outcome: literals(COMPLAINT_OUTCOMES),
  resolution: Text,
})
export type ComplaintCloseBody = Static<typeof ComplaintCloseBody>

/** admin/complaint_export: the complaints opened in these São Paulo days, inclusive. */
export const ComplaintExportBody = ExactObject({ from: Day, to: Day })
export type ComplaintExportBody = Static<typeof ComplaintExportBody>
