import { type Static, Type } from '@sinclair/typebox'
import { Paged } from './paging'

// index/find_bets (body: PageBody): the player's rounds, newest first, a page at a time.

/** One round the player played (spec §3: game name, bet amount, profit, start and end time). */
export const PlayRecord = Type.Object({
  id: Type.Integer(),
  gameName: Type.String(),
  /** Centavos staked. */
  betAmount: Type.Integer({ minimum: 0 }),
  /** Centavos paid back (0 for a lost round). */
  settledAmount: Type.Integer({ minimum: 0 }),
  /** settledAmount - betAmount; negative for a loss. */
  profit: Type.Integer(),
  startedAt: Type.String({ description: 'ISO 8601' }),
  endedAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
})
export type PlayRecord = Static<typeof PlayRecord>

export const PlayRecordPage = Paged(PlayRecord)
export type PlayRecordPage = Static<typeof PlayRecordPage>
