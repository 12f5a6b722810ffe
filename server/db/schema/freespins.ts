import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, reference } from '../columns'
import { money } from '../money'
import { providerTransactions } from './providers'
import { users } from './users'

/**
 * Free-spin campaigns an operator created on a provider (docs/providers.md, "Free spins"): the campaign,
 * one grant per player and game, and the free-spin wins the provider's callbacks linked to a grant.
 */

/** pending: being sent to the provider; created: every grant accepted; failed: nothing left granted. */
export const FREESPIN_CAMPAIGN_STATES = ['pending', 'created', 'failed'] as const
export type FreespinCampaignState = (typeof FREESPIN_CAMPAIGN_STATES)[number]

export const freespinCampaigns = pgTable(
  'freespin_campaigns',
  {
    id: identityId(),
    /** The operator's own id of the campaign: creating it again answers the first outcome. */
    reference: text('reference').notNull().unique(),
    /** SHA-256 of the request's deciding fields: the same reference with other data is refused. */
    fingerprint: text('fingerprint').notNull(),
    provider: text('provider').notNull(),
    /** Spins per player and game, each of `bet_value` centavos. */
    spins: integer('spins').notNull(),
    betValue: money('bet_value').notNull(),
    validFrom: instant('valid_from').notNull(),
    validUntil: instant('valid_until').notNull(),
    /** The provider's offer template: Hub88's prepaid_uuid, GIS's bet_id. */
    template: text('template'),
    /** The operator grants it for a deposit (a deposit offer): the brazil profile refuses such a campaign. */
    depositLinked: boolean('deposit_linked').notNull().default(false),
    state: text('state').$type<FreespinCampaignState>().notNull().default('pending'),
    /** Why the campaign failed (the provider's answer, or its silence). */
    failure: text('failure'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
    /** When the sending last moved on (a grant accepted): a pending campaign silent for long was abandoned. */
    progressAt: instant('progress_at').notNull().defaultNow(),
  },
  (table) => [
    check('freespin_campaigns_state_known', oneOf(table.state, FREESPIN_CAMPAIGN_STATES)),
    check('freespin_campaigns_values', sql`${table.spins} > 0 and ${table.betValue} > 0`),
    check('freespin_campaigns_validity', sql`${table.validUntil} > ${table.validFrom}`),
  ],
)

/**
 * pending: to be sent; granted: the provider holds it; withheld: the player was in a cool-off or
 * self-exclusion and was not granted; cancelled: taken back when another grant of the campaign failed.
 */
export const FREESPIN_GRANT_STATES = ['pending', 'granted', 'withheld', 'cancelled'] as const
export type FreespinGrantState = (typeof FREESPIN_GRANT_STATES)[number]

export const freespinGrants = pgTable(
  'freespin_grants',
  {
    id: identityId(),
    campaignId: reference('campaign_id', () => freespinCampaigns.id),
    provider: text('provider').notNull(),
    userId: reference('user_id', () => users.id),
    gameCode: text('game_code').notNull(),
    state: text('state').$type<FreespinGrantState>().notNull().default('pending'),
    /** The id the provider's free-spin callbacks carry: Hub88's reward_uuid, GIS's freespin_id (ours). */
    externalId: text('external_id'),
  },
  (table) => [
    uniqueIndex('freespin_grants_player_game_unique').on(table.campaignId, table.userId, table.gameCode),
    uniqueIndex('freespin_grants_external_unique').on(table.provider, table.externalId),
    check('freespin_grants_state_known', oneOf(table.state, FREESPIN_GRANT_STATES)),
  ],
)

/** A free-spin win (a `free` credit) the provider linked to a grant, written in the credit's own transaction. */
export const freespinWins = pgTable(
  'freespin_wins',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .primaryKey()
      .references(() => providerTransactions.id),
    grantId: reference('grant_id', () => freespinGrants.id),
    amount: money('amount').notNull(),
  },
  (table) => [index('freespin_wins_grant_idx').on(table.grantId)],
)
