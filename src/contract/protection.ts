import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'

/**
 * Player protection (limits, cool-off and self-exclusion, reality check) and the compliance profile.
 * Limits exist for every player in both profiles; the profile decides identity, payment ownership and
 * which promotions may run (docs/compliance.md).
 */

import {
  EXCLUSION_TERMS,
  IDENTITY_STATES,
  PAUSE_DAYS,
  PROTECTION_EVENTS,
  REALITY_CHECK_MAX,
} from './protection-values'

export * from './protection-values'

/** A limit's value: a whole amount (centavos, or minutes for the session), or null for no limit. */
const LimitValue = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])

/** A raise or removal waiting out its 24 hours. */
const PendingLimit = Type.Object({
  value: LimitValue,
  effectiveAt: Type.String({ description: 'ISO 8601: when the new value applies' }),
})

export const LimitEntry = Type.Object({
  value: LimitValue,
  pending: Type.Union([PendingLimit, Type.Null()]),
  /** Deposited or lost (centavos) in the current period, or minutes played in this login session. */
  used: Type.Integer({ minimum: 0 }),
})
export type LimitEntry = Static<typeof LimitEntry>

export const Exclusion = Type.Object({
  term: literals(EXCLUSION_TERMS),
  since: Type.String({ description: 'ISO 8601' }),
  /** ISO 8601; null for permanent. */
  until: Type.Union([Type.String(), Type.Null()]),
})
export type Exclusion = Static<typeof Exclusion>

/** The player's own pause (index/pause): play and top-ups refused until `until`, withdrawals open. */
export const Pause = Type.Object({
  since: Type.String({ description: 'ISO 8601' }),
  until: Type.String({ description: 'ISO 8601' }),
  /** The player asked to end it early (index/pause_end): `until` is then at most 24 hours after asking. */
  endAsked: Type.Boolean(),
})
export type Pause = Static<typeof Pause>

/** One schema per limit key, spelled out so that the static type names every key. */
const perLimit = <T extends TSchema>(schema: T) =>
  Type.Object({
    depositDay: schema,
    depositWeek: schema,
    depositMonth: schema,
    lossDay: schema,
    lossWeek: schema,
    lossMonth: schema,
    sessionMinutes: schema,
  })

/** index/get_limits. */
export const Limits = Type.Object({
  limits: perLimit(LimitEntry),
  /** Minutes between reality checks during play, the player's choice or the operator's default. */
  realityCheckMinutes: Type.Integer({ minimum: 1 }),
  /** The active cool-off or self-exclusion, or null. */
  exclusion: Type.Union([Exclusion, Type.Null()]),
  /** The running pause, or null. */
  pause: Type.Union([Pause, Type.Null()]),
})
export type Limits = Static<typeof Limits>

/**
 * index/set_limits: only the keys given change; null removes a limit (after 24 hours). A value is any JSON
 * number here so that a wrong one (0, negative, fractional, too large) gets LimitValueInvalid (1614, data.field
 * names the key) rather than a generic 400. Amounts in centavos (at most R$ 10 000 000), session in minutes
 * (at most 1440).
 */
export const SetLimitsBody = ExactObject({
  limits: Type.Optional(
    Type.Partial(perLimit(Type.Union([Type.Number(), Type.Null()])), { additionalProperties: false }),
  ),
  realityCheckMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: REALITY_CHECK_MAX })),
})
export type SetLimitsBody = Static<typeof SetLimitsBody>

/** index/self_exclude: the term, confirmed with the login password. */
export const SelfExcludeBody = ExactObject({
  term: literals(EXCLUSION_TERMS),
  password: Type.String({ maxLength: 256 }),
})
export type SelfExcludeBody = Static<typeof SelfExcludeBody>

/** index/pause: how many days (one of PAUSE_DAYS). */
export const PauseBody = ExactObject({
  days: literals(PAUSE_DAYS),
})
export type PauseBody = Static<typeof PauseBody>

/** What the game page needs to run the reality check (part of game/info). */
export const PlayProtection = Type.Object({
  realityCheckMinutes: Type.Integer({ minimum: 1 }),
  /** When this login session's play started (ISO 8601): the reality check's time played. */
  sessionStartedAt: Type.String(),
  /** When the session time limit ends play (ISO 8601), or null without one. */
  sessionEndsAt: Type.Union([Type.String(), Type.Null()]),
  /** Net result of this session so far (wins − stakes), centavos; negative for a loss. */
  net: Type.Integer(),
  /**
   * REAUTH_IDLE_MINUTES (null: off): the page asks the password itself after this long without play, before
   * the next spin (the server would answer 1030).
   */
  reauthIdleMinutes: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
})
export type PlayProtection = Static<typeof PlayProtection>

/** Why a received top-up was held for the operator's refund instead of credited (admin/orders shows it). */
export const HOLD_REASONS = [
  'payerMismatch',
  'depositLimit',
  'selfExcluded',
  'identity',
  'banned',
  'registration',
] as const
export type HoldReason = (typeof HOLD_REASONS)[number]

export const ProtectionLogEntry = Type.Object({
  id: Type.Integer(),
  event: literals(PROTECTION_EVENTS),
  /** What happened (the limits asked, the term, the refusal's code and limit, the operator's query). */
  detail: Type.Record(Type.String(), Type.Unknown()),
  /** The operator who acted or looked, or null for the player or the system. */
  actor: Type.Union([Type.Object({ id: Type.Integer(), phone: Type.String() }), Type.Null()]),
  createdAt: Type.String({ description: 'ISO 8601' }),
})
export type ProtectionLogEntry = Static<typeof ProtectionLogEntry>

/** admin/player_protection: a player by id, phone (E.164) or CPF (11 digits, punctuation allowed). */
export const PlayerProtectionBody = ExactObject({ query: Type.String({ minLength: 1, maxLength: 32 }) })
export type PlayerProtectionBody = Static<typeof PlayerProtectionBody>

export const PlayerProtection = Type.Object({
  player: Type.Object({
    id: Type.Integer(),
    phone: Type.String(),
    cpf: Type.Union([Type.String(), Type.Null()]),
    fullName: Type.Union([Type.String(), Type.Null()]),
    birthDate: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  }),
  identity: literals(IDENTITY_STATES),
  limits: Limits,
  /** Newest first, at most 100. */
  history: Type.Array(ProtectionLogEntry),
})
export type PlayerProtection = Static<typeof PlayerProtection>

/** admin/identity_review: decide a pending identity check by hand; a refusal needs a reason. */
export const IdentityReviewBody = ExactObject({
  userId: Type.Integer({ minimum: 1 }),
  state: literals(['verified', 'refused']),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
})
export type IdentityReviewBody = Static<typeof IdentityReviewBody>
