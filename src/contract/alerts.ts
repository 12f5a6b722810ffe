import { type Static, Type } from '@sinclair/typebox'

/**
 * The console's alerts, each opened by a periodic job (server/jobs.ts) and closed by it once the cause is gone:
 * ledgerDifference when an account's balance is not the sum of its entries or the ledger does not sum to
 * zero; payoutDeadline when withdrawals have waited past PAYOUT_ALERT_MINUTES of their 120; complaintOverdue
 * when complaints are past the 10-day mark of their final answer.
 */
export const ALERT_KINDS = ['ledgerDifference', 'payoutDeadline', 'complaintOverdue'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** A withdrawal unpaid this many minutes after its request raises the payout alert (of PAYOUT_DEADLINE_MINUTES). */
export const PAYOUT_ALERT_MINUTES = 90

/** An account whose balance differs from the sum of its entries. */
export const LedgerDifferenceAccount = Type.Object({
  accountId: Type.Integer(),
  kind: Type.String(),
  /** The owner; null for the house's accounts. */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  balance: Type.Integer({ description: 'centavos' }),
  entries: Type.Integer({ description: 'the sum of its ledger entries, centavos' }),
})
export type LedgerDifferenceAccount = Static<typeof LedgerDifferenceAccount>

/** What the reconciliation found: the accounts out of balance (at most 100 named) and the ledger's total. */
export const LedgerDifference = Type.Object({
  accounts: Type.Array(LedgerDifferenceAccount),
  /** How many accounts differ (may exceed the accounts named). */
  accountCount: Type.Integer(),
  /** The sum of every ledger entry: 0 in a sound ledger. */
  ledgerTotal: Type.Integer(),
  /** The sum of |balance - entries| over every account, plus |ledgerTotal|. */
  difference: Type.Integer(),
})
export type LedgerDifference = Static<typeof LedgerDifference>

/** A withdrawal past the alert mark (at most 100 named, the oldest first). */
export const LateWithdrawal = Type.Object({
  orderId: Type.Integer(),
  userId: Type.Integer(),
  amount: Type.Integer({ description: 'centavos' }),
  requestedAt: Type.String({ format: 'date-time' }),
  /** Whole minutes since the request. */
  minutes: Type.Integer(),
})
export type LateWithdrawal = Static<typeof LateWithdrawal>

export const PayoutDeadline = Type.Object({
  withdrawals: Type.Array(LateWithdrawal),
  /** How many withdrawals are past the mark (may exceed those named). */
  count: Type.Integer(),
  /** The oldest one's age, in seconds. */
  oldestSeconds: Type.Integer(),
})
export type PayoutDeadline = Static<typeof PayoutDeadline>

/** A complaint past its 10-day mark, unanswered (at most 100 named, the oldest mark first). */
const OverdueComplaint = Type.Object({
  id: Type.Integer(),
  protocol: Type.String(),
  userId: Type.Integer(),
  dueAt: Type.String({ format: 'date-time' }),
  /** Whole hours past the mark. */
  hoursLate: Type.Integer(),
})

export const ComplaintOverdue = Type.Object({
  complaints: Type.Array(OverdueComplaint),
  /** How many complaints are past the mark (may exceed those named). */
  count: Type.Integer(),
  /** The oldest mark's lateness, in seconds. */
  oldestSeconds: Type.Integer(),
})
export type ComplaintOverdue = Static<typeof ComplaintOverdue>

/** admin/alerts: the open alerts, the oldest first. */
export const OpenAlerts = Type.Array(
  Type.Union([
    Type.Object({
      kind: Type.Literal('ledgerDifference'),
      openedAt: Type.String({ format: 'date-time' }),
      details: LedgerDifference,
    }),
    Type.Object({
      kind: Type.Literal('payoutDeadline'),
      openedAt: Type.String({ format: 'date-time' }),
      details: PayoutDeadline,
    }),
    Type.Object({
      kind: Type.Literal('complaintOverdue'),
      openedAt: Type.String({ format: 'date-time' }),
      details: ComplaintOverdue,
    }),
  ]),
)
export type OpenAlerts = Static<typeof OpenAlerts>
export type OpenAlert = OpenAlerts[number]
