import { MISMATCH_KINDS, type MismatchKind } from '@src/contract/reconcile-values'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { bigIdentityId, createdAt, identityId, instant, reference } from '../columns'
import { money } from '../money'
import { sessions } from './sessions'
import { users } from './users'

/**
 * Third-party game providers (server/providers, docs/providers.md): the id a provider knows a player by,
 * the game sessions handed to it, its rounds and every wallet call it made.
 */

/** The id a provider knows a player by: random, stable, and free of personal data (no phone, no CPF). */
export const providerPlayers = pgTable(
  'provider_players',
  {
    provider: text('provider').notNull(),
    userId: reference('user_id', () => users.id),
    externalId: text('external_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.userId] }),
    uniqueIndex('provider_players_external_unique').on(table.provider, table.externalId),
  ],
)

/** A game session token given to a provider at launch; debits need it live, credits and rollbacks do not. */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    /** SHA-256 of the token: the provider holds the token, the database only its hash. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: reference('user_id', () => users.id),
    /** The login session the game was opened from: logging out ends the game session's debits too. */
    loginSessionId: integer('login_session_id').references(() => sessions.id),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('provider_sessions_user_idx').on(table.userId)],
)

export const PROVIDER_ROUND_STATES = ['open', 'closed'] as const

/** One round of a provider's game as its calls built it: bets and wins in centavos. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: bigIdentityId(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    userId: reference('user_id', () => users.id),
    gameCode: text('game_code').notNull(),
    bet: money('bet').notNull().default(0),
    win: money('win').notNull().default(0),
    state: text('state').$type<(typeof PROVIDER_ROUND_STATES)[number]>().notNull().default('open'),
    startedAt: instant('started_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
  },
  (table) => [
    uniqueIndex('provider_rounds_external_unique').on(table.provider, table.userId, table.externalId),
    // The regulator's daily bets file reads a São Paulo day's closed rounds in end order (services/regulator).
    index('provider_rounds_ended_idx').on(table.endedAt, table.id).where(sql`${table.state} = 'closed'`),
    check('provider_rounds_state_known', oneOf(table.state, PROVIDER_ROUND_STATES)),
    check('provider_rounds_amounts', sql`${table.bet} >= 0 and ${table.win} >= 0`),
  ],
)

export const PROVIDER_TRANSACTION_KINDS = ['debit', 'credit', 'rollback'] as const
export type ProviderTransactionKind = (typeof PROVIDER_TRANSACTION_KINDS)[number]
/** posted: money moved (or a zero credit recorded); rolled_back: reversed; tombstone: a rollback came first. */
export const PROVIDER_TRANSACTION_STATES = ['posted', 'rolled_back', 'tombstone'] as const
export type ProviderTransactionState = (typeof PROVIDER_TRANSACTION_STATES)[number]

/**
 * Every wallet call that changed something, inserted first in its database transaction under
 * (provider, the provider's transaction id, kind): a concurrent retry waits for it, then answers the
 * recorded outcome (same fingerprint) or the protocol's duplicate error (another payload).
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigIdentityId(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    kind: text('kind').$type<ProviderTransactionKind>().notNull(),
    userId: reference('user_id', () => users.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => providerRounds.id),
    /** Centavos; 0 for a zero credit (recorded without a ledger movement) or a tombstone. */
    amount: money('amount').notNull(),
    /** win, free, jackpot or promo for credits. */
    creditKind: text('credit_kind'),
    /** SHA-256 of the call's deciding fields: a replay must match it. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<ProviderTransactionState>().notNull().default('posted'),
    /** A rollback's target: the provider's id of the transaction it reverses. */
    targetId: text('target_id'),
    /** The player's game balance the first answer carried (centavos): a replay answers it again. */
    balanceAfter: money('balance_after'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('provider_transactions_external_unique').on(table.provider, table.externalId, table.kind),
    index('provider_transactions_round_idx').on(table.roundId),
    check('provider_transactions_kind_known', oneOf(table.kind, PROVIDER_TRANSACTION_KINDS)),
    check('provider_transactions_state_known', oneOf(table.state, PROVIDER_TRANSACTION_STATES)),
    check('provider_transactions_amount', sql`${table.amount} >= 0`),
  ],
)

export const CATALOGUE_SYNC_TRIGGERS = ['start', 'schedule', 'operator'] as const
export type CatalogueSyncTrigger = (typeof CATALOGUE_SYNC_TRIGGERS)[number]

/**
 * Every catalogue sync of a provider's game list (docs/providers.md): what started it, the operator who
 * asked (admin/provider_sync), what it found, or why it failed. The audit of the operator action.
 */
export const providerSyncs = pgTable(
  'provider_syncs',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    trigger: text('trigger').$type<CatalogueSyncTrigger>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    listed: integer('listed'),
    offered: integer('offered'),
    removed: integer('removed'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [
    check('provider_syncs_trigger_known', oneOf(table.trigger, CATALOGUE_SYNC_TRIGGERS)),
    index('provider_syncs_provider_idx').on(table.provider, table.createdAt),
  ],
)

/**
 * Nonces a provider's signed calls carried (Slotegrator's X-Nonce): each is taken once, by a unique
 * insert; rows older than the signature's time window are purged, since such a call is refused by its
 * timestamp anyway.
 */
export const providerNonces = pgTable(
  'provider_nonces',
  {
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    seenAt: instant('seen_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.nonce] }),
    index('provider_nonces_seen_idx').on(table.seenAt),
  ],
)

/** deposit: the player's game balance into the provider's; withdraw: the provider's balance back out. */
export const PROVIDER_TRANSFER_DIRECTIONS = ['deposit', 'withdraw'] as const
export type ProviderTransferDirection = (typeof PROVIDER_TRANSFER_DIRECTIONS)[number]
/**
 * pending: recorded and sent (or about to be), no answer yet; unknown: no answer, and the provider's
 * status of the transfer is not known yet (held and flagged until it is); settled: the provider applied it;
 * returned: the provider did not apply it, the money went back where it came from.
 */
export const PROVIDER_TRANSFER_STATES = ['pending', 'unknown', 'settled', 'returned'] as const
export type ProviderTransferState = (typeof PROVIDER_TRANSFER_STATES)[number]

/**
 * The transfer wallet's orders (server/providers/transfers.ts): each money move between Ficha and a
 * provider's balance, recorded with its operator-generated transaction id in the same database transaction
 * that puts its amount in the holding ledger account, before the provider is called. An order whose answer
 * is lost is asked about by that id, never sent again under another.
 */
export const providerTransfers = pgTable(
  'provider_transfers',
  {
    id: bigIdentityId(),
    provider: text('provider').notNull(),
    /** The transaction_uuid sent to the provider: random, the one name of the order on both sides. */
    transactionUuid: text('transaction_uuid').notNull().unique(),
    userId: reference('user_id', () => users.id),
    direction: text('direction').$type<ProviderTransferDirection>().notNull(),
    /**
     * Centavos. Positive, but for a withdrawal that found Hub88's balance empty: recorded settled at 0,
     * without a call or a ledger movement, so the job knows the player's money is home.
     */
    amount: money('amount').notNull(),
    state: text('state').$type<ProviderTransferState>().notNull().default('pending'),
    /** How many times the provider was asked about the order's status. */
    checks: integer('checks').notNull().default(0),
    /** What the last call or status query answered, for the operator (admin/provider_transfers). */
    lastAnswer: text('last_answer'),
    createdAt: createdAt(),
    checkedAt: instant('checked_at'),
    resolvedAt: instant('resolved_at'),
  },
  (table) => [
    index('provider_transfers_open_idx')
      .on(table.state, table.createdAt)
      .where(sql`${table.state} in ('pending', 'unknown')`),
    index('provider_transfers_user_idx').on(table.userId, table.id),
    check('provider_transfers_direction_known', oneOf(table.direction, PROVIDER_TRANSFER_DIRECTIONS)),
    check('provider_transfers_state_known', oneOf(table.state, PROVIDER_TRANSFER_STATES)),
    check(
      'provider_transfers_amount',
      sql`${table.amount} > 0 or (${table.amount} = 0 and ${table.direction} = 'withdraw' and ${table.state} = 'settled')`,
    ),
  ],
)

export const RECONCILE_TRIGGERS = ['schedule', 'operator'] as const
export type ReconcileTrigger = (typeof RECONCILE_TRIGGERS)[number]

/**
 * Every reconciliation run of a provider (server/providers/reconcile.ts, docs/providers.md): the São Paulo
 * day compared, what started it and who asked, the counts on each side, the mismatches found and the rounds
 * it closed, or why it failed. One run of a provider at a time: the partial unique index on the unfinished
 * run refuses a second (a run left unfinished by a crash is abandoned after RECONCILE_STALE_MINUTES).
 */
export const providerReconciliations = pgTable(
  'provider_reconciliations',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    /** The São Paulo calendar day compared, YYYY-MM-DD. */
    day: text('day').notNull(),
    trigger: text('trigger').$type<ReconcileTrigger>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    startedAt: instant('started_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
    /** Transactions the provider's report held for the day, and Ficha's for the same day. */
    providerCount: integer('provider_count'),
    fichaCount: integer('ficha_count'),
    /** Mismatches this run found (new or still open). */
    mismatches: integer('mismatches'),
    /** Rounds open past the limit that this run closed. */
    roundsClosed: integer('rounds_closed'),
    error: text('error'),
  },
  (table) => [
    check('provider_reconciliations_trigger_known', oneOf(table.trigger, RECONCILE_TRIGGERS)),
    uniqueIndex('provider_reconciliations_one_running')
      .on(table.provider)
      .where(sql`${table.finishedAt} is null`),
    index('provider_reconciliations_day_idx').on(table.provider, table.day),
  ],
)

/**
 * What a reconciliation could not settle, for the operator: a transaction the provider holds and Ficha
 * lacks (missing), one Ficha holds and the provider does not (unknown), one whose amounts differ (amount),
 * a round still open at the provider past the limit (round_open). One open row per (provider, kind,
 * reference); a later run that no longer sees it marks it resolved.
 */
export const providerMismatches = pgTable(
  'provider_mismatches',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    kind: text('kind').$type<MismatchKind>().notNull(),
    /** The provider's transaction id, or the round's id for round_open. */
    reference: text('reference').notNull(),
    /** The São Paulo day the transaction belongs to (null for a round). */
    day: text('day'),
    round: text('round'),
    userId: integer('user_id').references(() => users.id),
    /** The transaction's kind as the provider or Ficha names it (bet, win, rollback). */
    transactionKind: text('transaction_kind'),
    providerAmount: money('provider_amount'),
    fichaAmount: money('ficha_amount'),
    firstRunId: reference('first_run_id', () => providerReconciliations.id),
    foundAt: instant('found_at').notNull().defaultNow(),
    resolvedAt: instant('resolved_at'),
  },
  (table) => [
    check('provider_mismatches_kind_known', oneOf(table.kind, MISMATCH_KINDS)),
    uniqueIndex('provider_mismatches_open_unique')
      .on(table.provider, table.kind, table.reference)
      .where(sql`${table.resolvedAt} is null`),
  ],
)

/**
 * How far a provider's own round data has been read into Ficha's records (server/providers/transferRounds.ts):
 * the transfer wallet's rounds, played on the provider's balance, are read from its Transactions API up to
 * `synced_until`; the next read starts a little before it, so an entry listed late is still found.
 */
export const providerRoundSyncs = pgTable('provider_round_syncs', {
  provider: text('provider').primaryKey(),
  syncedUntil: instant('synced_until').notNull(),
})
