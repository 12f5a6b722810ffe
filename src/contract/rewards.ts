import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { LANG_PARAM } from '../i18n/languages'
import { PROMOTION_KEYS } from './content'
import { ExactObject, literals } from './envelope'
import { Paged, PageFields } from './paging'
import { LINK_REASONS, REWARD_KINDS, TEAM_LEVELS } from './rewards-values'

export * from './rewards-values'

/**
 * Rewards payloads: invitation and team, VIP, first deposit, recharge cash back, rebate, partner
 * weekly salary and the operator's view. Amounts are integer centavos, rates integer basis points
 * (1000 = 10%). Days and weeks are counted in REWARDS_TIMEZONE; a week starts on Monday at 00:00.
 * Dates without a time ('2026-03-09') are such days; a week is named by its Monday.
 */

const Iso = Type.String({ description: 'ISO 8601' })
const Day = Type.String({ description: 'A day in REWARDS_TIMEZONE, YYYY-MM-DD' })
const Cents = (description: string) => Type.Integer({ minimum: 0, description: `${description}, centavos` })
const Bps = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 10_000, description: `${description}, basis points` })
const Count = (description: string) => Type.Integer({ minimum: 0, description })
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

// Invitation (index/get_links, index/allThirdLevelUsers) ---------------------------------------------------

/** index/get_links: the player's code and the sign-up link that carries it (show it as a QR code too). */
export const InviteLinks = Type.Object({
  code: Type.String(),
  /** The portal's registration page with ?code=. */
  link: Type.String(),
})
export type InviteLinks = Static<typeof InviteLinks>

/** index/allThirdLevelUsers: which level's members to list (1 when absent), a page at a time. */
export const TeamBody = ExactObject({ level: Type.Optional(literals(TEAM_LEVELS)), ...PageFields })
export type TeamBody = Static<typeof TeamBody>

const TeamLevelStats = Type.Object({
  level: literals(TEAM_LEVELS),
  people: Count('Members at this level'),
  recharge: Cents('Their paid top-ups'),
  withdrawal: Cents('Their paid withdrawals'),
})

export const TeamMember = Type.Object({
  /** The member's nickname or generated handle: no internal id, no digit of the phone. */
  name: Type.String(),
  /** Admission time: when the member signed up. */
  joinedAt: Iso,
  totalRecharge: Cents('Their paid top-ups'),
})
export type TeamMember = Static<typeof TeamMember>

/** index/allThirdLevelUsers: team totals, each level's figures, and one page of the chosen level's members. */
export const TeamData = Type.Object({
  totals: Type.Object({
    headcount: Count('Members on the three levels'),
    recharge: Cents('Their paid top-ups'),
    withdrawal: Cents('Their paid withdrawals'),
    transactions: Cents('Their settled bets (turnover)'),
  }),
  levels: Type.Array(TeamLevelStats),
  level: literals(TEAM_LEVELS),
  members: Paged(TeamMember),
})
export type TeamData = Static<typeof TeamData>

// Promotion rules (index/get_promotions; the operator edits them) -------------------------------------------

/** A top-up strictly above `above` earns rateBps of it, at most maxBonus. The highest tier reached applies. */
export const DepositTier = ExactObject({
  above: Cents('Threshold, exclusive'),
  rateBps: Bps('Bonus rate'),
  maxBonus: Cents('Cap of the bonus'),
})
export type DepositTier = Static<typeof DepositTier>

const Tiers = <T extends TSchema>(tier: T) => Type.Array(tier, { minItems: 1, maxItems: 20 })
const Wagering = Type.Integer({
  minimum: 0,
  maximum: 100,
  description: 'Turnover to bet before a withdrawal, as a multiple of the reward; 0: none',
})

const FirstDepositRules = ExactObject({ tiers: Tiers(DepositTier), wageringMultiple: Wagering })

/** Top-ups after the first one; at most dailyLimit of them a day earn cash back. */
const CashbackRules = ExactObject({
  tiers: Tiers(DepositTier),
  dailyLimit: Type.Integer({ minimum: 1, maximum: 100 }),
  wageringMultiple: Wagering,
})

/** An invitee whose first paid top-up is at least minFirstRecharge earns the inviter `reward`, once. */
export const ReferralTier = ExactObject({
  minFirstRecharge: Cents('First top-up, inclusive'),
  reward: Cents('Paid to the inviter'),
})
export type ReferralTier = Static<typeof ReferralTier>

const ReferralRules = ExactObject({ tiers: Tiers(ReferralTier), wageringMultiple: Wagering })

/** The rate is the player's VIP level's; only the wagering is set here. */
const RebateRules = ExactObject({ wageringMultiple: Wagering })

/** The amounts are the VIP levels'; only the wagering is set here. */
const VipUpgradeRules = ExactObject({ wageringMultiple: Wagering })

/** A week's salary when both figures of the team (three levels) reach the tier. The highest tier applies. */
export const SalaryTier = ExactObject({
  activeMembers: Count('Members active in the week'),
  teamRecharge: Cents("The team's paid top-ups in the week"),
  salary: Cents('Paid on Monday'),
})
export type SalaryTier = Static<typeof SalaryTier>

export const PartnerSalaryRules = ExactObject({
  tiers: Tiers(SalaryTier),
  /** A member is active in a week when their paid top-ups in it reach this. */
  activeMinRecharge: Cents('Top-ups that make a member active'),
  /** The plan's reference fan base (spec §9: 10000): the team size the plan is drawn up for. */
  fanBase: Count('Reference team size'),
  wageringMultiple: Wagering,
})
export type PartnerSalaryRules = Static<typeof PartnerSalaryRules>

/** Every promotion's rules by its key (the keys of the operator's on/off switches). */
export const PromotionRules = Type.Object({
  first_deposit: FirstDepositRules,
  recharge_cashback: CashbackRules,
  referral: ReferralRules,
  rebate: RebateRules,
  partner_salary: PartnerSalaryRules,
  vip_upgrade: VipUpgradeRules,
})
export type PromotionRules = Static<typeof PromotionRules>

/** A promotion's switch and rules. */
const Promotion = <T extends TSchema>(rules: T) => Type.Object({ enabled: Type.Boolean(), rules })

/** index/get_promotions (public): what each promotion pays, as the operator configured it. */
export const Promotions = Type.Object({
  timezone: Type.String(),
  first_deposit: Promotion(FirstDepositRules),
  recharge_cashback: Promotion(CashbackRules),
  referral: Promotion(ReferralRules),
  rebate: Promotion(RebateRules),
  partner_salary: Promotion(PartnerSalaryRules),
  vip_upgrade: Promotion(VipUpgradeRules),
})
export type Promotions = Static<typeof Promotions>

// The player's status (index/get_bonus_status) -------------------------------------------------------------

/** Bonus money must be bet `required` before a withdrawal; bets since the oldest open requirement count. */
export const WageringStatus = Type.Object({
  required: Cents('Turnover required'),
  turnover: Cents('Turnover bet towards it'),
  remaining: Cents('Still to bet; 0: withdrawals are free'),
})
export type WageringStatus = Static<typeof WageringStatus>

export const BonusStatus = Type.Object({
  firstDeposit: Type.Object({
    /** The first paid top-up happened (whether it earned a bonus or not). */
    used: Type.Boolean(),
    bonus: Cents('The bonus it earned'),
  }),
  cashback: Type.Object({
    usedToday: Count('Cash backs earned today'),
    remainingToday: Count('Cash backs still available today'),
    dailyLimit: Count('Cash backs a day'),
  }),
  wagering: WageringStatus,
})
export type BonusStatus = Static<typeof BonusStatus>

// VIP (index/get_vips, index/vips_info) -------------------------------------------------------------------

export const VipLevel = Type.Object({
  level: Type.Integer({ minimum: 0 }),
  /** Conditions: both totals since sign-up must reach these. */
  minRecharge: Cents('Total paid top-ups'),
  minBets: Cents('Total settled bets'),
  upgradeReward: Cents('Paid once on reaching the level'),
  maxWithdrawal: Cents('Largest single withdrawal'),
  dailyWithdrawals: Count('Withdrawals a day'),
  rebateBps: Bps('Daily rebate on settled bets'),
})
export type VipLevel = Static<typeof VipLevel>

/** The distance from the player's totals to a level: 0 where met. */
export const VipDistance = Type.Object({
  level: Type.Integer(),
  rechargeLeft: Cents('Top-ups still needed'),
  betsLeft: Cents('Bets still needed'),
})
export type VipDistance = Static<typeof VipDistance>

/** index/get_vips: the player's level and totals, the way to the next level, and every level's benefits. */
export const VipStatus = Type.Object({
  level: Type.Integer(),
  totalRecharge: Cents('Paid top-ups since sign-up'),
  totalBets: Cents('Settled bets since sign-up'),
  /** null at the top level. */
  next: Nullable(VipDistance),
  levels: Type.Array(VipLevel),
})
export type VipStatus = Static<typeof VipStatus>

export const VipInfoBody = ExactObject({ level: Type.Integer({ minimum: 0, maximum: 1000 }) })
export type VipInfoBody = Static<typeof VipInfoBody>

/** index/vips_info: one level's benefits and the player's distance to it. */
export const VipInfo = Type.Object({
  benefits: VipLevel,
  distance: VipDistance,
  reached: Type.Boolean(),
  /** Its upgrade reward was credited to the player. */
  rewardPaid: Type.Boolean(),
})
export type VipInfo = Static<typeof VipInfo>

// Records (index/reward_list, index/rebate_list, index/partner_info) -----------------------------------------

export const RewardListBody = ExactObject({ kind: Type.Optional(literals(REWARD_KINDS)), ...PageFields })
export type RewardListBody = Static<typeof RewardListBody>

/** A reward credited to the player. The optional fields say what it was computed from. */
export const RewardRecord = Type.Object({
  id: Type.Integer(),
  kind: literals(REWARD_KINDS),
  amount: Cents('Credited'),
  createdAt: Iso,
  /** Rebate: the day; salary: the week's Monday; cash back: the day it counted against. */
  period: Nullable(Day),
  /** What the rate applied to: the top-up, the day's bets, the team's top-ups of the week. */
  base: Nullable(Cents('Base')),
  rateBps: Nullable(Bps('Rate applied')),
  /** VIP: the level reached; salary: the tier (1 = lowest). */
  level: Nullable(Type.Integer()),
  /** Referral: the invitee, by nickname or handle (never their phone). */
  source: Nullable(Type.String()),
})
export type RewardRecord = Static<typeof RewardRecord>

/** Newest first. */
export const RewardPage = Paged(RewardRecord)
export type RewardPage = Static<typeof RewardPage>

/** index/rebate_list: one row per paid day, newest first. */
export const RebateRecord = Type.Object({
  date: Day,
  betVolume: Cents("The day's settled bets"),
  rateBps: Bps('The VIP rate applied'),
  amount: Cents('Credited'),
  paidAt: Iso,
})
export type RebateRecord = Static<typeof RebateRecord>

export const RebatePage = Paged(RebateRecord)
export type RebatePage = Static<typeof RebatePage>

/** A week's team activity and the salary it reaches (tier 0: none yet). */
export const PartnerWeek = Type.Object({
  week: Day,
  /** Exclusive: the next Monday, when it is paid. */
  paysOn: Day,
  teamSize: Count('Members on the three levels now'),
  activeMembers: Count('Members active this week'),
  teamRecharge: Cents("The team's paid top-ups this week"),
  tier: Count('Tier reached, 1 = lowest; 0: none'),
  salary: Cents('What the week pays so far'),
  /** The next tier's figures, null at the top tier. */
  next: Nullable(SalaryTier),
})
export type PartnerWeek = Static<typeof PartnerWeek>

export const SalaryPayment = Type.Object({
  week: Day,
  activeMembers: Count('Members active that week'),
  teamRecharge: Cents("The team's paid top-ups that week"),
  tier: Count('Tier reached'),
  amount: Cents('Credited'),
  paidAt: Iso,
})
export type SalaryPayment = Static<typeof SalaryPayment>

/** index/partner_info: this week's progress and past payments, newest first. */
export const PartnerInfo = Type.Object({ week: PartnerWeek, payments: Paged(SalaryPayment) })
export type PartnerInfo = Static<typeof PartnerInfo>

// Operator (admin/rewards, admin/reward_list, admin/promotion_update) -----------------------------------------

export const RewardTotal = Type.Object({
  kind: literals(REWARD_KINDS),
  count: Count('Rewards paid'),
  amount: Cents('Paid in all'),
})
export type RewardTotal = Static<typeof RewardTotal>

/** A job's last settled period. */
export const JobState = Type.Object({
  job: Type.String(),
  lastPeriod: Nullable(Day),
  lastRunAt: Nullable(Iso),
})
export type JobState = Static<typeof JobState>

/** admin/rewards: the configuration, the VIP table, the totals paid and the jobs' progress. */
export const RewardsOverview = Type.Object({
  promotions: Promotions,
  vipLevels: Type.Array(VipLevel),
  totals: Type.Array(RewardTotal),
  jobs: Type.Array(JobState),
})
export type RewardsOverview = Static<typeof RewardsOverview>

/** admin/reward_list: every player's rewards, newest first. */
export const AdminReward = Type.Intersect([
  RewardRecord,
  Type.Object({ player: Type.Object({ id: Type.Integer(), phone: Type.String() }) }),
])
export type AdminReward = Static<typeof AdminReward>

export const AdminRewardPage = Paged(AdminReward)
export type AdminRewardPage = Static<typeof AdminRewardPage>

const LinkedParty = Type.Object({ id: Type.Integer(), phone: Type.String(), nickname: Type.String() })

/** admin/linked_accounts: an invitee who shares something with their inviter, held back for review. */
const LinkedAccount = Type.Object({
  id: Type.Integer(),
  player: LinkedParty,
  inviter: LinkedParty,
  reasons: Type.Array(literals(LINK_REASONS)),
  createdAt: Iso,
  updatedAt: Iso,
})

/** Newest first. */
export const LinkedAccountPage = Paged(LinkedAccount)
export type LinkedAccountPage = Static<typeof LinkedAccountPage>

/** admin/promotion_update: a switch, and optionally new rules (checked against the promotion's schema). */
export const PromotionUpdateBody = ExactObject({
  key: literals(PROMOTION_KEYS),
  enabled: Type.Boolean(),
  rules: Type.Optional(Type.Unknown()),
})
export type PromotionUpdateBody = Static<typeof PromotionUpdateBody>

/** The short invite address i/:code?lang= (the root, not /api). */
export const InviteParams = Type.Object({ code: Type.String({ maxLength: 64 }) })
const TrackingField = Type.Optional(Type.String({ maxLength: 100 }))
/** The invite address's query: the language, and a partner's tracking fields (docs/partners.md), passed on. */
export const InviteQuery = Type.Object({
  [LANG_PARAM]: Type.Optional(Type.String({ maxLength: 16 })),
  partner: TrackingField,
  click: TrackingField,
  sub1: TrackingField,
  sub2: TrackingField,
  sub3: TrackingField,
  sub4: TrackingField,
  sub5: TrackingField,
})
