import { VOLATILITIES, type Volatility } from '@src/contract/catalogue'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { hasFallbackText, hasSomeText, isSlug, oneOf } from '../checks'
import { createdAt, identityId, instant, reference } from '../columns'
import type { Localized } from '../localized'
import { money } from '../money'

export const gameCategories = pgTable(
  'game_categories',
  {
    id: identityId(),
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
    id: identityId(),
    /** Stable name of the title for the game engine and URLs. */
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    categoryId: reference('category_id', () => gameCategories.id),
    provider: text('provider').notNull().default('ficha'),
    image: text('image').notNull(),
    /**
     * Return to player in basis points (9650 = 96.50%), computed exactly from the title's paytable at start;
     * a provider's game has the figure its game list gives, or none when it gives none.
     */
    rtpBps: integer('rtp_bps'),
    volatility: text('volatility').$type<Volatility>(),
    /** Bet limits in centavos (the total bet of a spin); the operator's to set. */
    minBet: money('min_bet').notNull(),
    maxBet: money('max_bet').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * Every name of the title, lower-cased and without accents, so that 'farao' finds 'Faraó' on PGlite and
     * PostgreSQL alike without the unaccent extension; written by the server (services/games/searchText).
     */
    searchText: text('search_text').notNull(),
    /**
     * A provider's game (docs/providers.md, catalogue sync): the provider's code for it, the studio that
     * made it, its background image, the devices it plays on, whether it has a demo mode, and the
     * countries it may not be offered in. Null or empty for Ficha's own titles.
     */
    providerGameCode: text('provider_game_code'),
    studio: text('studio'),
    background: text('background'),
    devices: jsonb('devices').$type<string[]>().notNull().default([]),
    demo: boolean('demo').notNull().default(false),
    blockedCountries: jsonb('blocked_countries').$type<string[]>().notNull().default([]),
    /** The provider's own enabled flag as last synced; `enabled` also needs the game offered in Brazil. */
    providerEnabled: boolean('provider_enabled').notNull().default(true),
    syncedAt: instant('synced_at'),
    /** When the game was added: the lobby's 'New' row lists the newest first. */
    createdAt: createdAt(),
    /**
     * The operator's game management (admin/game_update): free tags, the lobby rows the game is
     * pinned to (LOBBY_ROWS), marked new (first in the New row) or featured, and a description per
     * language (null: none).
     */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    lobbyRows: jsonb('lobby_rows').$type<string[]>().notNull().default([]),
    markedNew: boolean('marked_new').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    description: jsonb('description').$type<Localized>(),
    /**
     * What the operator set that a provider's catalogue sync must keep (admin/game_update): switched off
     * (the sync's enabled is ANDed with its negation), and the fields of MANAGED_FIELDS it changed ('name',
     * 'category', 'image'), which the sync then leaves as they are.
     */
    operatorDisabled: boolean('operator_disabled').notNull().default(false),
    managed: jsonb('managed').$type<string[]>().notNull().default([]),
    /**
     * The game's race weight in basis points (10000: a stake scores its amount), set by the operator; null
     * follows the house edge (docs/races.md, db/functions/ficha_race_weight.sql).
     */
    raceWeightBps: integer('race_weight_bps'),
  },
  (table) => [
    check('games_slug_format', isSlug(table.slug)),
    check('games_provider_format', isSlug(table.provider)),
    check('games_name_written', hasSomeText(table.name)),
    check('games_rtp_range', sql`${table.rtpBps} > 0 and ${table.rtpBps} <= 10000`),
    check('games_volatility_known', oneOf(table.volatility, VOLATILITIES)),
    check('games_race_weight_range', sql`${table.raceWeightBps} between 0 and 100000`),
    check('games_bet_limits', sql`${table.minBet} > 0 and ${table.maxBet} >= ${table.minBet}`),
    uniqueIndex('games_provider_code_unique').on(table.provider, table.providerGameCode),
    index('games_category_idx').on(table.categoryId, table.sort),
    index('games_provider_idx').on(table.provider, table.sort),
    index('games_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
)
