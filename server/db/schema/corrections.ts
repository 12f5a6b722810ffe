import type {
  CorrectionAccount,
  CorrectionDirection,
  CorrectionReason,
  CorrectionStatus,
} from '@src/contract/corrections-values'
import {
  CORRECTION_ACCOUNTS,
  CORRECTION_DIRECTIONS,
  CORRECTION_REASONS,
  CORRECTION_STATUSES,
} from '@src/contract/corrections-values'
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, reference } from '../columns'
import { money } from '../money'
import { users } from './users'
import { ledgerTransactions } from './wallet'

/**
 * A balance correction: made by one operator (the maker); above the four-eyes amount it
 * waits, moving nothing, for a second one (the checker) to approve or reject it. Applying it is one ledger
 * movement (reason 'correction', key `correction:<id>`) in the transaction that marks it applied.
 */
export const balanceCorrections = pgTable(
  'balance_corrections',
  {
    id: identityId(),
    userId: reference('user_id', () => users.id),
    account: text('account').$type<CorrectionAccount>().notNull(),
    direction: text('direction').$type<CorrectionDirection>().notNull(),
    /** Centavos, positive. */
    amount: money('amount').notNull(),
    reason: text('reason').$type<CorrectionReason>().notNull(),
    comment: text('comment').notNull(),
    /** The maker's key: a retry answers the first correction. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<CorrectionStatus>().notNull(),
    fourEyes: boolean('four_eyes').notNull(),
    makerId: reference('maker_id', () => users.id),
    checkerId: integer('checker_id').references(() => users.id),
    rejection: text('rejection'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    balanceAfter: money('balance_after'),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    check('balance_corrections_account_known', oneOf(table.account, CORRECTION_ACCOUNTS)),
    check('balance_corrections_direction_known', oneOf(table.direction, CORRECTION_DIRECTIONS)),
    check('balance_corrections_reason_known', oneOf(table.reason, CORRECTION_REASONS)),
    check('balance_corrections_status_known', oneOf(table.status, CORRECTION_STATUSES)),
    check('balance_corrections_amount_positive', sql`${table.amount} > 0`),
    check(
      'balance_corrections_checker_not_maker',
      sql`${table.checkerId} is null or ${table.checkerId} <> ${table.makerId}`,
    ),
    index('balance_corrections_status_idx').on(table.status, table.id),
    index('balance_corrections_user_idx').on(table.userId, table.id),
    // The maker's solo corrections of a day (services/corrections, CORRECTION_SOLO_DAILY_*).
    index('balance_corrections_maker_idx').on(table.makerId, table.createdAt),
  ],
)
