import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { bigIdentityId, bigReference, createdAt, identityId, reference } from '../columns'
import { money } from '../money'
import { users } from './users'

/**
 * A player's accounts. Their balances can never go negative. 'debt' is what the player owes: the part of a
 * reversed win the game and wallet balances no longer held (docs/providers.md), repaid first by later credits.
 */
export const PLAYER_ACCOUNT_KINDS = ['wallet', 'game', 'withdrawal_pending', 'bonus', 'debt'] as const
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number]

/**
 * The house's accounts, the other side of every player movement. They may go negative: 'deposits' is
 * money received from outside, 'payouts' money paid out, 'house' the game's result, 'rewards' promotions,
 * 'demo_funding' the play money of the seed's demo players. With a transfer wallet (docs/providers.md),
 * 'provider_held' holds an order's amount while the provider's answer is not known, and 'provider_funds'
 * is what was moved to the providers' balances, less what came back. 'corrections' is the other side of the
 * operators' balance corrections (admin/correction_*). 'debts' is the other side of the players' debt
 * accounts: minus what the players owe. 'unclaimed' holds what a closed account's refund did not reach within
 * 180 days, owed to the destination the national rule names (services/protection/banList.ts).
 * 'partner_commissions' pays the partners' monthly statements to their wallets (services/partnerPlans): a cost
 * of bringing players, outside the players' NGR.
 */
export const SYSTEM_ACCOUNT_KINDS = [
  'house',
  'deposits',
  'payouts',
  'rewards',
  'demo_funding',
  'provider_held',
  'provider_funds',
  'corrections',
  'debts',
  'unclaimed',
  'partner_commissions',
] as const
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number]

/**
 * The house's game account is split in this many sub-accounts (shards), one chosen per round by the
 * player: rounds of different players no longer queue behind one locked row. Reports sum the shards.
 */
export const HOUSE_SHARDS = 64

export const accounts = pgTable(
  'accounts',
  {
    id: identityId(),
    /** The owner; null for the house's accounts. */
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').$type<PlayerAccountKind | SystemAccountKind>().notNull(),
    /** Which sub-account of a house kind (0 to HOUSE_SHARDS - 1 for 'house'); always 0 for the others. */
    shard: smallint('shard').notNull().default(0),
    /**
     * Centavos; always the sum of this account's ledger entries. Only an insert of entries changes it (the
     * database applies them, migration 0031): a direct update is refused.
     */
    balance: money('balance').notNull().default(0),
    /**
     * The last ledger entry applied to the balance (null before the first): a change of balance must be
     * exactly the sum of the entries after this one, up to the new one.
     */
    lastEntryId: bigint('last_entry_id', { mode: 'number' }),
    /**
     * Set on a player's wallet and game accounts while the player's debt account holds more than 0
     * (ficha_transfer keeps it): a credit to them repays the debt first, and a player without debt costs the
     * ledger no look-up.
     */
    inDebt: boolean('in_debt').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_player_kind_unique')
      .on(table.userId, table.kind)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('accounts_system_kind_unique')
      .on(table.kind, table.shard)
      .where(sql`${table.userId} is null`),
    check(
      'accounts_shard_range',
      sql`${table.shard} = 0 or (${table.kind} = 'house' and ${table.shard} between 0 and ${sql.raw(String(HOUSE_SHARDS - 1))})`,
    ),
    check(
      'accounts_owner_matches_kind',
      sql`(${table.userId} is not null and ${oneOf(table.kind, PLAYER_ACCOUNT_KINDS)}) or (${table.userId} is null and ${oneOf(table.kind, SYSTEM_ACCOUNT_KINDS)})`,
    ),
    check('accounts_player_balance_not_negative', sql`${table.userId} is null or ${table.balance} >= 0`),
  ],
)

/** Why money moved; the later flows (deposits, withdrawals, conversion, rounds, rewards) each have theirs. */
export const LEDGER_REASONS = [
  'deposit',
  'withdrawal',
  'withdrawal_paid',
  'withdrawal_refund',
  'conversion',
  'bet',
  'win',
  'reward',
  'race_prize',
  'bonus_forfeit',
  'adjustment',
  'demo_funding',
  'provider_transfer',
  'correction',
  'debt_repayment',
  'unclaimed_transfer',
  'partner_commission',
] as const
export type LedgerReason = (typeof LEDGER_REASONS)[number]

/** One money movement: its entries sum to zero and were written in one database transaction. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigIdentityId(),
    /** Chosen by the caller; a retry with the same key returns the first result and moves nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    /** What the movement belongs to, e.g. 'order:42' or 'round:7'. */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_transactions_reason_known', oneOf(table.reason, LEDGER_REASONS)),
    check('ledger_transactions_key_present', sql`length(${table.idempotencyKey}) between 1 and 200`),
    index('ledger_transactions_reference_idx').on(table.reference),
    // The reports sum a day's movements by their time (services/reports).
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
)

/** One side of a movement: a positive amount credits the account, a negative one debits it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigIdentityId(),
    transactionId: bigReference('transaction_id', () => ledgerTransactions.id),
    accountId: reference('account_id', () => accounts.id),
    amount: money('amount').notNull(),
    /** The account's balance right after this entry, for statements without summing history. */
    balanceAfter: money('balance_after').notNull(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
  ],
)
