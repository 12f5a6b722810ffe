import {
  BANK_ACCOUNT_TYPES,
  type BankAccountType,
  FACE_STATES,
  type FaceState,
  GENDERS,
  type Gender,
} from '@src/contract/registration'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, updatedAt } from '../columns'
import { uploads } from './money'
import { playerId, users } from './users'

/**
 * The extended registration (Ordinance SPA/MF 2.579/2025, services/registration): one row per player who
 * gave the set, replaced whole when they give it again. The limits chosen with it live in player_limits.
 */
export const playerRegistrations = pgTable(
  'player_registrations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    email: text('email').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    /** The account the player deposits from, under their own CPF: COMPE code, branch, number, type. */
    bankCode: text('bank_code').notNull(),
    bankBranch: text('bank_branch').notNull(),
    bankAccount: text('bank_account').notNull(),
    bankAccountType: text('bank_account_type').$type<BankAccountType>().notNull(),
    /** The photo ID's image (the player's own upload). */
    documentUploadId: text('document_upload_id')
      .notNull()
      .references(() => uploads.id),
    /** The IP the set was given from (an older account's sign-up IP is unknown). */
    savedIp: text('saved_ip'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('player_registrations_gender_known', oneOf(table.gender, GENDERS)),
    check('player_registrations_bank_account_type_known', oneOf(table.bankAccountType, BANK_ACCOUNT_TYPES)),
  ],
)

/**
 * Face matches through the identity provider's hosted sessions: one row per session started, its state
 * moved by the provider's signed notices (identity/webhook).
 */
export const faceChecks = pgTable(
  'face_checks',
  {
    id: identityId(),
    userId: playerId('cascade'),
    /** The provider's session id, named in its notices. */
    sessionId: text('session_id').notNull().unique(),
    state: text('state').$type<FaceState>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    check('face_checks_state_known', oneOf(table.state, FACE_STATES)),
    index('face_checks_user_idx').on(table.userId, table.createdAt),
  ],
)

/** The identity provider's notices already handled: a replayed one finds its id here and changes nothing. */
export const faceNoticeEvents = pgTable('face_notice_events', {
  eventId: text('event_id').primaryKey(),
  faceCheckId: integer('face_check_id')
    .notNull()
    .references(() => faceChecks.id, { onDelete: 'cascade' }),
  receivedAt: instant('received_at').notNull().defaultNow(),
})
