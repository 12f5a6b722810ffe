import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { VOLATILITIES, type Volatility } from '../../../src/contract/catalogue'
import type { Localized } from '../../services/localized'
import { hasFallbackText, isSlug, oneOf } from '../checks'
import { money } from '../money'

export const gameCategories = pgTable(
  'game_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    check('game_categories_slug_format', isSlug(table.slug)),
    check('game_categories_name_fallback', hasFallbackText(table.name)),
  ],
)

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name of the title for the game engine and URLs. */
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id),
    provider: text('provider').notNull().default('ficha'),
    image: text('image').notNull(),
    /** Return to player in basis points (9650 = 96.50%), computed exactly from the title's paytable at start. */
    rtpBps: integer('rtp_bps').notNull(),
    volatility: text('volatility').$type<Volatility>().notNull(),
    /** Bet limits in centavos (the total bet of a spin); the operator's to set. */
    minBet: money('min_bet').notNull(),
    maxBet: money('max_bet').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * Every name of the title, lower-cased and without accents, so that 'farao' finds 'Faraó' on PGlite and
     * PostgreSQL alike without the unaccent extension; written by the server (services/searchText).
     */
    searchText: text('search_text').notNull(),
    /** When the game was added: the lobby's 'New' row lists the newest first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('games_slug_format', isSlug(table.slug)),
    check('games_provider_format', isSlug(table.provider)),
    check('games_name_fallback', hasFallbackText(table.name)),
    check('games_rtp_range', sql`${table.rtpBps} > 0 and ${table.rtpBps} <= 10000`),
    check('games_volatility_known', oneOf(table.volatility, VOLATILITIES)),
    check('games_bet_limits', sql`${table.minBet} > 0 and ${table.maxBet} >= ${table.minBet}`),
    index('games_category_idx').on(table.categoryId, table.sort),
    index('games_provider_idx').on(table.provider, table.sort),
    index('games_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
)
