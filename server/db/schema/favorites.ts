import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { createdAt, reference } from '../columns'
import { games } from './catalogue'
import { playerId } from './users'

/** A game a player marked with the heart (index/favorite_set): one row per player and game. */
export const favorites = pgTable(
  'favorites',
  {
    userId: playerId('cascade'),
    gameId: reference('game_id', () => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('favorites_user_idx').on(table.userId, table.createdAt.desc()),
  ],
)
