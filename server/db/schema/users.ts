import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Player and operator accounts. The username is the phone number in E.164 (with the country prefix). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The 6-digit withdrawal password, hashed apart from the login password; null until set. */
    payPasswordHash: text('pay_password_hash'),
    /** Chosen by the player (validateNickname), unique ignoring case; '' until then. */
    nickname: text('nickname').notNull().default(''),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_phone_e164', sql`${table.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    index('users_parent_id_idx').on(table.parentId),
    uniqueIndex('users_nickname_unique')
      .on(sql`lower(${table.nickname})`)
      .where(sql`${table.nickname} <> ''`),
  ],
)

export type User = typeof users.$inferSelect
