import { type Static, Type } from '@sinclair/typebox'
import {
  CORRECTION_ACCOUNTS,
  CORRECTION_DIRECTIONS,
  CORRECTION_REASONS,
  CORRECTION_STATUSES,
} from './corrections-values'
import { ExactObject, literals, RowId } from './envelope'
import { Paged, PageFields } from './paging'

export * from './corrections-values'

const Operator = Type.Object({ id: Type.Integer(), phone: Type.String() })
const Time = Type.String({ description: 'ISO 8601' })

/** admin/correction_create. */
export const CorrectionCreateBody = ExactObject({
  userId: RowId,
  account: literals(CORRECTION_ACCOUNTS),
  direction: literals(CORRECTION_DIRECTIONS),
  /** Centavos, positive: the direction says credit or debit. */
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000_00 }),
  reason: literals(CORRECTION_REASONS),
  comment: Type.String({ minLength: 1, maxLength: 500 }),
  /** Chosen by the console per attempt: the same key again answers the first correction. */
  idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
})
export type CorrectionCreateBody = Static<typeof CorrectionCreateBody>

/** admin/correction_approve. */
export const CorrectionApproveBody = ExactObject({ id: RowId })
export type CorrectionApproveBody = Static<typeof CorrectionApproveBody>

/** admin/correction_reject: why, in the operator's words. */
export const CorrectionRejectBody = ExactObject({
  id: RowId,
  why: Type.String({ minLength: 1, maxLength: 500 }),
})
export type CorrectionRejectBody = Static<typeof CorrectionRejectBody>

/** admin/corrections: newest first, optionally of one status or player. */
export const CorrectionsBody = ExactObject({
  status: Type.Optional(literals(CORRECTION_STATUSES)),
  userId: Type.Optional(RowId),
  ...PageFields,
})
export type CorrectionsBody = Static<typeof CorrectionsBody>

export const Correction = Type.Object({
  id: Type.Integer(),
  player: Type.Object({ id: Type.Integer(), phone: Type.String() }),
  account: literals(CORRECTION_ACCOUNTS),
  direction: literals(CORRECTION_DIRECTIONS),
  amount: Type.Integer(),
  reason: literals(CORRECTION_REASONS),
  comment: Type.String(),
  status: literals(CORRECTION_STATUSES),
  /** True when it needed (or needs) a second operator. */
  fourEyes: Type.Boolean(),
  maker: Operator,
  checker: Type.Union([Operator, Type.Null()]),
  /** Why the checker rejected it. */
  rejection: Type.Union([Type.String(), Type.Null()]),
  /** The player's balance of that account after it applied. */
  balanceAfter: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Time,
  decidedAt: Type.Union([Time, Type.Null()]),
})
export type Correction = Static<typeof Correction>

export const CorrectionPage = Type.Intersect([
  Paged(Correction),
  Type.Object({
    fourEyesCentavos: Type.Integer({ description: 'Above this, a second operator approves' }),
    /** The operator roles that may approve a pending correction (another operator than its maker). */
    checkerRoles: Type.Array(Type.String()),
  }),
])
export type CorrectionPage = Static<typeof CorrectionPage>

/** index/balance_history: the corrections applied to the player's balances, newest first. */
const BalanceHistoryEntry = Type.Object({
  id: Type.Integer(),
  account: literals(CORRECTION_ACCOUNTS),
  /** Signed centavos: positive credited, negative debited. */
  amount: Type.Integer(),
  reason: literals(CORRECTION_REASONS),
  /** The reason in the caller's language. */
  label: Type.String(),
  balanceAfter: Type.Integer(),
  at: Time,
})

export const BalanceHistoryPage = Paged(BalanceHistoryEntry)
export type BalanceHistoryPage = Static<typeof BalanceHistoryPage>

// The audit log ------------------------------------------------------------------------------------------

/** admin/audit_log: filters all optional; target exact (`user:42`), action exact or a prefix ending in `.`. */
export const AuditLogBody = ExactObject({
  actorId: Type.Optional(RowId),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  target: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  from: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, São Paulo day, inclusive' }),
  ),
  to: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, São Paulo day, inclusive' }),
  ),
  ...PageFields,
})
export type AuditLogBody = Static<typeof AuditLogBody>

export const AuditRow = Type.Object({
  id: Type.Integer(),
  actor: Type.Union([Operator, Type.Null()]),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  at: Time,
  hash: Type.String(),
})
export type AuditRow = Static<typeof AuditRow>

/** admin/audit_chain: the whole chain re-computed (as npm run audit:verify does). */
export const ChainStatus = Type.Object({
  intact: Type.Boolean(),
  rows: Type.Integer(),
  /** The first broken row, when not intact. */
  brokenId: Type.Union([Type.Integer(), Type.Null()]),
})
export type ChainStatus = Static<typeof ChainStatus>

export const AuditLogPage = Paged(AuditRow)
export type AuditLogPage = Static<typeof AuditLogPage>
