import { IDENTITY_STATES, type IdentityState } from '@src/contract/protection'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, reference } from '../columns'

/** Player and operator accounts. The username is the phone number in E.164 (with the country prefix). */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The 6-digit withdrawal password, hashed apart from the login password; null until set. */
    payPasswordHash: text('pay_password_hash'),
    /** Chosen by the player (validateNickname), unique ignoring case and look-alikes; '' until then. */
    nickname: text('nickname').notNull().default(''),
    /**
     * The nickname's confusable skeleton (services/accounts/users nicknameSkeleton), unique: a nickname that looks like
     * another's is taken. Null without a nickname; written by setNickname (seeds/nicknameSkeletons for older rows).
     */
    nicknameSkeleton: text('nickname_skeleton'),
    /**
     * The name others see until a nickname is chosen: random letters, so it tells nothing of the phone
     * (the feed used to show the area code and the last four digits).
     */
    handle: text('handle')
      .notNull()
      .default(
        sql`'ficha-' || substr(translate(md5(random()::text || clock_timestamp()::text), '0123456789', 'ghijklmnop'), 1, 8)`,
      ),
    avatar: text('avatar').notNull().default(''),
    /** This account's own code, given to the people it invites. */
    invitationCode: text('invitation_code').notNull().unique(),
    /** The inviter; the team's three levels are walked up from here. */
    parentId: integer('parent_id').references((): AnyPgColumn => users.id),
    vipLevel: integer('vip_level').notNull().default(0),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** A demo player made by the seed: plays real rounds at seed time, cannot log in. */
    demo: boolean('demo').notNull().default(false),
    /** Identity: the CPF's 11 digits (one account per CPF), the full name and date of birth. */
    cpf: text('cpf'),
    fullName: text('full_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The identity check's state (services/identity): 'none' without a CPF. */
    identityState: text('identity_state').$type<IdentityState>().notNull().default('none'),
    /** The IP the account was opened from (Ordinance SPA/MF 2.579/2025); null for accounts older than it. */
    signupIp: text('signup_ip'),
    /**
     * When the extended registration was completed (services/registration): in the brazil profile deposits
     * and play wait for it (ficha_standing_refusal 'registration'). Null until then, and for older accounts.
     */
    registeredAt: instant('registered_at'),
    /**
     * The player's automatic transfer switch (portal settings): with the operator's AUTO_TRANSFER on, opening a
     * game moves the wallet to the game balance and leaving it moves the game balance back.
     */
    autoTransfer: boolean('auto_transfer').notNull().default(true),
    /**
     * A player account that belongs to an operator (docs/console.md, Who may do what): that operator may not
     * correct it nor decide its orders, withdrawals or corrections. Null for every other account.
     */
    linkedOperatorId: integer('linked_operator_id').references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_phone_e164', sql`${table.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('users_cpf_digits', sql`${table.cpf} ~ '^[0-9]{11}$'`),
    check('users_identity_state_known', oneOf(table.identityState, IDENTITY_STATES)),
    uniqueIndex('users_cpf_unique').on(table.cpf),
    check('users_linked_operator_not_self', sql`${table.linkedOperatorId} <> ${table.id}`),
    index('users_linked_operator_idx').on(table.linkedOperatorId),
    index('users_parent_id_idx').on(table.parentId),
    uniqueIndex('users_nickname_unique')
      .on(sql`lower(${table.nickname})`)
      .where(sql`${table.nickname} <> ''`),
    uniqueIndex('users_nickname_skeleton_unique').on(table.nicknameSkeleton),
    // The console's player search (services/players/search): a prefix of the name, handle or nickname,
    // lower-cased, through a pattern index (LIKE 'abc%' uses it under any collation).
    index('users_full_name_prefix_idx').using('btree', sql`lower(${table.fullName}) text_pattern_ops`),
    index('users_handle_prefix_idx').using('btree', sql`lower(${table.handle}) text_pattern_ops`),
    index('users_nickname_prefix_idx')
      .using('btree', sql`lower(${table.nickname}) text_pattern_ops`)
      .where(sql`${table.nickname} <> ''`),
  ],
)

export type User = typeof users.$inferSelect

/**
 * The column of the player a row belongs to (user_id → users.id, required); 'cascade' where the row goes
 * with the player.
 */
export const playerId = (onDelete?: 'cascade') =>
  reference('user_id', () => users.id, onDelete ? { onDelete } : {})

/** The operator's notes on a player (console player page): append-only, newest first. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: identityId(),
    userId: playerId('cascade'),
    authorId: reference('author_id', () => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('player_notes_text_length', sql`length(${table.text}) between 1 and 2000`),
    index('player_notes_user_idx').on(table.userId, table.id),
  ],
)
