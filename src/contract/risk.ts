import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals, RowId } from './envelope'
import { Paged, PageFields } from './paging'
import { RISK_CASE_STATUSES, RISK_DECISIONS, RISK_RATINGS, RISK_RULES, SHARED_KINDS } from './risk-values'

export * from './risk-values'

/** One flag of a rule: what the rule saw (amounts in centavos, times ISO 8601) and when. */
const RiskFlag = Type.Object({
  id: Type.Integer(),
  rule: literals(RISK_RULES),
  evidence: Type.Record(Type.String(), Type.Unknown()),
  flaggedAt: Type.String({ description: 'ISO 8601' }),
})

/** A case: a player and one rule, opened by its first flag, updated by the next ones until decided. */
export const RiskCase = Type.Object({
  id: Type.Integer(),
  player: Type.Object({
    id: Type.Integer(),
    phone: Type.String(),
    cpf: Type.Union([Type.String(), Type.Null()]),
  }),
  rule: literals(RISK_RULES),
  /** rg: responsible gaming (the player was sent a protection message); aml: money laundering. */
  kind: literals(['rg', 'aml']),
  status: literals(RISK_CASE_STATUSES),
  flags: Type.Integer({ description: 'How many flags the case holds' }),
  owner: Type.Union([Type.Object({ id: Type.Integer(), phone: Type.String() }), Type.Null()]),
  /** When it must be decided (ISO 8601). */
  deadline: Type.String(),
  decision: Type.Union([literals(RISK_DECISIONS), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  openedAt: Type.String(),
  updatedAt: Type.String(),
  /** The player's rating now (open and past cases). */
  rating: literals(RISK_RATINGS),
})
export type RiskCase = Static<typeof RiskCase>

export const RiskCasesBody = ExactObject({
  status: Type.Optional(literals(RISK_CASE_STATUSES)),
  userId: Type.Optional(RowId),
  ...PageFields,
})
export type RiskCasesBody = Static<typeof RiskCasesBody>

export const RiskCasePage = Paged(RiskCase)
export type RiskCasePage = Static<typeof RiskCasePage>

/** admin/risk_case_assign: the case's owner (absent: the caller takes it). */
export const RiskCaseAssignBody = ExactObject({
  id: RowId,
  ownerId: Type.Optional(RowId),
})
export type RiskCaseAssignBody = Static<typeof RiskCaseAssignBody>

/** admin/risk_case_decide: closes an open case with a decision and its reason (required). */
export const RiskCaseDecideBody = ExactObject({
  id: RowId,
  decision: literals(RISK_DECISIONS),
  reason: Type.String({ maxLength: 1000 }),
})
export type RiskCaseDecideBody = Static<typeof RiskCaseDecideBody>

export const RiskCaseIdBody = ExactObject({ id: RowId })
export type RiskCaseIdBody = Static<typeof RiskCaseIdBody>

/**
 * admin/risk_case_export: the case for a COAF report (a communication through SISCOAF is written by the
 * compliance officer from it): the player's identity, the case, every flag with its evidence, and the
 * player's money movements over the flags' period.
 */
export const RiskCaseExport = Type.Object({
  exportedAt: Type.String(),
  case: RiskCase,
  player: Type.Object({
    id: Type.Integer(),
    cpf: Type.Union([Type.String(), Type.Null()]),
    fullName: Type.Union([Type.String(), Type.Null()]),
    birthDate: Type.Union([Type.String(), Type.Null()]),
    phone: Type.String(),
    signedUpAt: Type.String(),
  }),
  flags: Type.Array(RiskFlag),
  /** The player's top-ups and withdrawals from 30 days before the first flag to the export. */
  movements: Type.Array(
    Type.Object({
      orderId: Type.Integer(),
      type: literals(['recharge', 'withdraw']),
      status: Type.String(),
      amount: Type.Integer(),
      createdAt: Type.String(),
    }),
  ),
  /** Stakes and wins of the player's rounds over the same period (centavos). */
  play: Type.Object({ rounds: Type.Integer(), stakes: Type.Integer(), wins: Type.Integer() }),
})
export type RiskCaseExport = Static<typeof RiskCaseExport>

/** Another player, as the console links to them. */
const OtherPlayer = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  fullName: Type.Union([Type.String(), Type.Null()]),
})

/**
 * admin/risk_case_evidence: what the operator reads to decide a case, without the export: each flag's facts,
 * and what the player shares with other players (of any case): which device, address, PIX key or document,
 * and with whom.
 */
export const RiskCaseEvidence = Type.Object({
  flags: Type.Array(RiskFlag),
  shared: Type.Array(
    Type.Object({
      kind: literals(SHARED_KINDS),
      /**
       * What is shared, as the operator can read it: the PIX key, the CPF, the address when one of the
       * player's sessions came from it; a device (kept only as a hash) by the hash's first characters.
       */
      value: Type.String(),
      /** When the player was last seen with it (ISO 8601), or null when unknown. */
      lastSeen: Type.Union([Type.String(), Type.Null()]),
      /** The other players sharing it, at most 20. */
      players: Type.Array(OtherPlayer),
    }),
  ),
})
export type RiskCaseEvidence = Static<typeof RiskCaseEvidence>
