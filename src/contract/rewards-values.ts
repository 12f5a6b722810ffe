import type { PromotionKey } from './content'

/**
 * The rewards contract's plain values (src/contract/rewards.ts re-exports them): no TypeBox here, so the
 * portal and the widgets import them without the schema library.
 */

/** Brasília time (no daylight saving since 2019): the cash back's day, the rebate's day, the salary's week. */
export const REWARDS_TIMEZONE = 'America/Sao_Paulo'

/** Operator permissions of the rewards console (the server checks them; the portal hides what is not granted). */
export const REWARDS_PERMISSIONS = {
  /** See the configuration and the rewards paid (admin/rewards, admin/reward_list). */
  view: 'rewards:config:list',
  /** Switch promotions on and off and change their tiers (admin/promotion_update). */
  manage: 'rewards:config:edit',
} as const

/** The three team levels below a player: invitees, their invitees, and theirs. Nobody deeper counts. */
export const TEAM_LEVELS = [1, 2, 3] as const
export type TeamLevel = (typeof TEAM_LEVELS)[number]

/** Each reward is one of the promotions, named by its switch's key, in the operator console's order. */
export const REWARD_KINDS = [
  'first_deposit',
  'recharge_cashback',
  'referral',
  'vip_upgrade',
  'rebate',
  'partner_salary',
] as const satisfies readonly PromotionKey[]

/**
 * Why an invitee was linked to their inviter (admin/linked_accounts): a shared CPF or PIX key on their payout
 * accounts, a shared device, or a shared client address. Linked invitees earn their inviter nothing.
 */
export const LINK_REASONS = ['cpf', 'pix_key', 'device', 'address'] as const
export type LinkReason = (typeof LINK_REASONS)[number]
