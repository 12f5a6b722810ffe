import {
  COMPLAINT_AUTHORS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_LEVELS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  type ComplaintAuthor,
  type ComplaintCategory,
  type ComplaintLevel,
  type ComplaintOutcome,
  type ComplaintStatus,
} from '@src/contract/complaints-values'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, reference, updatedAt } from '../columns'
import { uploads } from './money'
import { playerId, users } from './users'

/**
 * A player's complaint (services/complaints): the SAC's first level, or the ouvidoria's once escalated. Its
 * protocol number is its São Paulo year and id; due_at is the 10-day mark of its final answer, which
 * closing it gives (outcome and resolution).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: identityId(),
    userId: playerId('cascade'),
    category: text('category').$type<ComplaintCategory>().notNull(),
    status: text('status').$type<ComplaintStatus>().notNull().default('open'),
    level: text('level').$type<ComplaintLevel>().notNull().default('sac'),
    /** The operator who answers it; null until someone takes it. */
    assigneeId: integer('assignee_id').references(() => users.id),
    dueAt: instant('due_at').notNull(),
    firstAnsweredAt: instant('first_answered_at'),
    escalatedAt: instant('escalated_at'),
    outcome: text('outcome').$type<ComplaintOutcome>(),
    resolution: text('resolution'),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('complaints_category_known', oneOf(table.category, COMPLAINT_CATEGORIES)),
    check('complaints_status_known', oneOf(table.status, COMPLAINT_STATUSES)),
    check('complaints_level_known', oneOf(table.level, COMPLAINT_LEVELS)),
    check(
      'complaints_outcome_known',
      sql`${table.outcome} is null or ${oneOf(table.outcome, COMPLAINT_OUTCOMES)}`,
    ),
    check(
      'complaints_closed_answered',
      sql`(${table.status} = 'closed') = (${table.outcome} is not null and ${table.resolution} is not null and ${table.closedAt} is not null)`,
    ),
    index('complaints_queue_idx').on(table.status, table.dueAt),
    index('complaints_user_idx').on(table.userId),
  ],
)

/** The messages of a complaint, the player's and the operators', in the order written. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: identityId(),
    complaintId: reference('complaint_id', () => complaints.id, { onDelete: 'cascade' }),
    author: text('author').$type<ComplaintAuthor>().notNull(),
    /** The operator who wrote it; null for the player's. */
    operatorId: integer('operator_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('complaint_messages_author_known', oneOf(table.author, COMPLAINT_AUTHORS)),
    check(
      'complaint_messages_operator_wrote',
      sql`(${table.author} = 'operator') = (${table.operatorId} is not null)`,
    ),
    index('complaint_messages_complaint_idx').on(table.complaintId),
  ],
)

/** The images a message carries: uploads of the player's (index/upload_voucher), each attached once. */
export const complaintAttachments = pgTable(
  'complaint_attachments',
  {
    uploadId: text('upload_id')
      .primaryKey()
      .references(() => uploads.id),
    messageId: reference('message_id', () => complaintMessages.id, { onDelete: 'cascade' }),
  },
  (table) => [index('complaint_attachments_message_idx').on(table.messageId)],
)
