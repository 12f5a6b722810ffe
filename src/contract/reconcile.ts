import { type Static, Type } from '@sinclair/typebox'
import { literals } from './envelope'
import { Paged, PageFields } from './paging'
import { MISMATCH_KINDS } from './reconcile-values'

const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A São Paulo calendar day, YYYY-MM-DD',
})

export const ReconcileBody = Type.Object(
  {
    /** The São Paulo day to compare; yesterday's when absent. */
    day: Type.Optional(Day),
  },
  { additionalProperties: false },
)
export type ReconcileBody = Static<typeof ReconcileBody>

/** admin/provider_reconcile: each configured provider's run, its counts, or why it failed. */
export const ReconcileResult = Type.Array(
  Type.Object({
    provider: Type.String(),
    day: Day,
    /** Transactions of the day in the provider's report, and in Ficha's records. */
    providerCount: Type.Integer(),
    fichaCount: Type.Integer(),
    /** What the run could not settle (listed by admin/provider_mismatches). */
    mismatches: Type.Integer(),
    /** Rounds open past the limit that the run closed through the provider's round report. */
    roundsClosed: Type.Integer(),
    error: Type.Optional(Type.String()),
  }),
)
export type ReconcileResult = Static<typeof ReconcileResult>

export const MismatchesBody = Type.Object(
  { provider: Type.Optional(Type.String({ maxLength: 50 })), ...PageFields },
  { additionalProperties: false },
)
export type MismatchesBody = Static<typeof MismatchesBody>

/** One thing a reconciliation could not settle, still open. */
export const Mismatch = Type.Object({
  id: Type.Integer(),
  provider: Type.String(),
  /** missing: the provider holds it, Ficha does not; unknown: the reverse; amount: both, amounts differ; round_open: a round the provider has not ended past the limit. */
  kind: literals(MISMATCH_KINDS),
  /** The provider's transaction id (the round's for round_open). */
  reference: Type.String(),
  day: Type.Union([Day, Type.Null()]),
  round: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** bet, win or rollback. */
  transactionKind: Type.Union([Type.String(), Type.Null()]),
  /** Centavos, as each side holds it. */
  providerAmount: Type.Union([Type.Integer(), Type.Null()]),
  fichaAmount: Type.Union([Type.Integer(), Type.Null()]),
  /** When a run first found it (ISO 8601). */
  foundAt: Type.String(),
})
export type Mismatch = Static<typeof Mismatch>

export const MismatchPage = Paged(Mismatch)
export type MismatchPage = Static<typeof MismatchPage>

/**
 * admin/provider_self_validate: Slotegrator's self-validate, GIS's checks of the wallet: whether they
 * passed and GIS's log, or why the call failed (error, no log).
 */
export const SelfValidation = Type.Object({
  provider: Type.String(),
  success: Type.Boolean(),
  log: Type.Array(Type.String()),
  error: Type.Optional(Type.String()),
})
export type SelfValidation = Static<typeof SelfValidation>
