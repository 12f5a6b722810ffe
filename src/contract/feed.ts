import { type Static, Type } from '@sinclair/typebox'
import { WINNER_FEED_COUNT } from '../constants'
import { LANGS } from '../i18n/languages'
import { ExactObject, literals } from './envelope'

/** bet/getWinList: how many of the newest settled rounds (spec: the feed asks for 10). */
export const WinListBody = ExactObject({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: WINNER_FEED_COUNT })),
  /** Only the newest wins (rounds that paid more than their bet), site-wide: the winner ticker's list. */
  wins: Type.Optional(Type.Boolean()),
})
export type WinListBody = Static<typeof WinListBody>

/** One settled round in the 'Latest bets & Race' feed. Amounts are integer centavos. */
export const WinRow = Type.Object({
  id: Type.Integer(),
  /** The player's nickname, or their generated handle ('ficha-kqwmztab'): never any digit of the phone. */
  username: Type.String(),
  betAmount: Type.Integer({ minimum: 0 }),
  /** What the round paid back (0 for a lost round). */
  settledAmount: Type.Integer({ minimum: 0 }),
  /** settledAmount - betAmount. */
  profit: Type.Integer(),
  endedAt: Type.String({ description: 'ISO 8601' }),
  apigames: Type.Object({ name: Type.String(), image: Type.String() }),
})
export type WinRow = Static<typeof WinRow>

export const WinList = Type.Array(WinRow)
export type WinList = Static<typeof WinList>

/** bet/stream's query: EventSource cannot send the vuelang header, so the language comes here. */
export const WinStreamQuery = Type.Object(
  {
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: WINNER_FEED_COUNT })),
    lang: Type.Optional(literals(LANGS)),
    /** Only wins, as bet/getWinList {wins: true}. */
    wins: Type.Optional(Type.Boolean()),
    /** Also the featured race's leaderboard, event "race" (docs/races.md). */
    race: Type.Optional(Type.Boolean()),
    /**
     * Also the crash game (src/contract/crash.ts): "crash" (data: CrashRound) after the snapshot and at each
     * phase change; "crash-bets" (data: CrashPublicBet[], the current round's bets) after the snapshot;
     * "crash-bet" (data: CrashPublicBet) for each new bet; "crash-cashout" (data: CrashPublicBet, cashedOutAt
     * and win set) for each cash-out. A bet with no cash-out when its round's "crash" says crashed is lost.
     */
    crash: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
