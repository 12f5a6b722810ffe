import type { LinkReason } from '@src/contract/rewards-values'
import { index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, identityId, instant, reference, updatedAt } from '../columns'
import { playerId, users } from './users'

/**
 * Where an account was seen: the client addresses it signed up and logged in from, and the device ids its
 * browser sent. Only compared between an invitee and their inviter; kept as SHA-256 hashes, never shown.
 */
export const accountSightings = pgTable(
  'account_sightings',
  {
    userId: playerId(),
    kind: text('kind').$type<'address' | 'device'>().notNull(),
    /** SHA-256 of the address or device id. */
    valueHash: text('value_hash').notNull(),
    lastSeen: instant('last_seen').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.valueHash] })],
)

/**
 * An invitee found sharing a CPF, a PIX key, a device or an address with their inviter: the pair earns no
 * referral reward and waits in the operator console for review.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: identityId(),
    userId: playerId(),
    inviterId: reference('inviter_id', () => users.id),
    reasons: text('reasons').array().$type<LinkReason[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('account_links_pair').on(table.userId, table.inviterId),
    index('account_links_created_idx').on(table.createdAt),
  ],
)
