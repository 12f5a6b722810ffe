/**
 * The protection contract's plain values (src/contract/protection.ts re-exports them): no TypeBox here, so
 * the portal's pages and the widgets import them without the schema library.
 */

export const COMPLIANCE_PROFILES = ['standard', 'brazil'] as const
export type ComplianceProfile = (typeof COMPLIANCE_PROFILES)[number]

/** Deposit and loss limits in centavos per day, week and month (São Paulo calendar); session in minutes. */
export const LIMIT_KEYS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'sessionMinutes',
] as const
export type LimitKey = (typeof LIMIT_KEYS)[number]

/** The most minutes between reality checks (SetLimitsBody realityCheckMinutes). */
export const REALITY_CHECK_MAX = 240

/**
 * The lengths of a pause the player may pick, in days (index/pause): the player's own break, which, unlike a
 * cool-off, they may end early (24 hours after asking).
 */
export const PAUSE_DAYS = [1, 3, 7, 14, 30] as const
export type PauseDays = (typeof PAUSE_DAYS)[number]

export const EXCLUSION_TERMS = ['24h', '7d', '30d', '6m', 'permanent'] as const
export type ExclusionTerm = (typeof EXCLUSION_TERMS)[number]

/** Identity (know your customer): 'none' where the profile does not ask for it. */
export const IDENTITY_STATES = ['none', 'pending', 'verified', 'refused'] as const
export type IdentityState = (typeof IDENTITY_STATES)[number]

/** Permissions of the operator console's protection view (server/routes/admin/player_protection.ts). */
export const PROTECTION_PERMISSIONS = {
  /** Look a player's limits, exclusion, identity and protection history up (itself audit-logged). */
  viewPlayer: 'compliance:player:view',
  /** Decide a pending identity check by hand (verified or refused). */
  reviewIdentity: 'compliance:identity:review',
} as const

/** What the protection audit log records. */
export const PROTECTION_EVENTS = [
  'limitsSet',
  'selfExcluded',
  'identityChanged',
  'limitRefused',
  'depositHeld',
  'sessionEnded',
  'viewedByOperator',
  'bonusForfeited',
  'rewardWithheld',
  'banned',
  'accountClosed',
  // The extended registration and the face match (services/registration, services/identity/face.ts).
  'registrationSaved',
  'faceChecked',
  // The national statuses' flows (services/protection/banList.ts).
  'banNoticeSent',
  'roundsCancelled',
  'unclaimedTransferred',
  // Risk monitoring (services/protection/monitoring.ts, cases.ts).
  'riskFlagged',
  'riskCaseAssigned',
  'riskCaseDecided',
  'riskCaseExported',
  // Pause periods and the operator's session block (services/protection/pause.ts, guard.ts).
  'paused',
  'pauseEndAsked',
  'sessionBlocked',
] as const

/** When the national ban list is asked about a CPF (docs/compliance.md, National ban list). */
export const BAN_CHECK_OCCASIONS = ['signup', 'login', 'deposit', 'sweep'] as const
export type BanCheckOccasion = (typeof BAN_CHECK_OCCASIONS)[number]
/** The list's answer; unavailable: it did not answer in time or answered an error. */
export const BAN_ANSWERS = ['clear', 'banned', 'unavailable'] as const
export type BanAnswer = (typeof BAN_ANSWERS)[number]
/**
 * Why the list bars a CPF, as SIGAP's "Módulo de Impedidos" words it: "Impedido – Autoexclusão
 * Centralizada" (the national self-exclusion platform, IN SPA/MF 31/2025), "Impedido – Programa Social"
 * (Bolsa Família and BPC, IN SPA/MF 22/2025), or any other impediment of Law 14.790/2023 art. 26.
 */
export const BAN_STATUSES = ['selfExclusion', 'socialProgramme', 'other'] as const
export type BanStatus = (typeof BAN_STATUSES)[number]
/** The national self-exclusion platform (gov.br), linked wherever the portal offers self-exclusion. */
export const NATIONAL_SELF_EXCLUSION_URL = 'https://www.gov.br/autoexclusaoapostas'
export type ProtectionEvent = (typeof PROTECTION_EVENTS)[number]

/**
 * Promotions a profile does not allow, whatever the operator's switch says (webconfig/index shows them off,
 * and they pay nothing): Brazil bans bonuses tied to a deposit (Law 14.790/2023 art. 29; docs/compliance.md).
 */
export const PROFILE_FORBIDDEN_PROMOTIONS: Record<ComplianceProfile, readonly string[]> = {
  standard: [],
  brazil: ['first_deposit', 'recharge_cashback'],
}

/** The portal page of each deposit promotion: banners, events and menus that lead there advertise it. */
const PROMOTION_PAGES: Readonly<Record<string, string>> = {
  first_deposit: '/pages/first-storage/index',
  recharge_cashback: '/pages/return-cash/index',
}

/** Pages of the promotions a profile forbids: nothing may link to them (no banner, event or menu). */
export const forbiddenPromotionPages = (profile: ComplianceProfile): string[] =>
  PROFILE_FORBIDDEN_PROMOTIONS[profile].flatMap((key) => PROMOTION_PAGES[key] ?? [])
