import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { textsOf } from './texts'

/**
 * Wager races (docs/races.md): a leaderboard of weighted stakes over a period, with a prize per place.
 * Scores and prizes are integer centavos; a round's score is its stake times its game's race weight.
 */

/** How many places a board shows (the paid places may be fewer). */
export const RACE_BOARD_SIZE = 10

/** upcoming: not started; running: scoring; settling: ended, prizes being paid; final: paid, result shown. */
export const RaceState = literals(['upcoming', 'running', 'settling', 'final'])
export type RaceState = Static<typeof RaceState>

/** One place of a board. */
export const RacePlace = Type.Object({
  place: Type.Integer({ minimum: 1 }),
  /** Masked: the nickname or handle with its middle hidden ('fic***ab'), never a phone digit. */
  username: Type.String(),
  score: Type.Integer({ minimum: 0 }),
  /** What this place wins (0 past the paid places). */
  prize: Type.Integer({ minimum: 0 }),
})
export type RacePlace = Static<typeof RacePlace>

/** The calling player's standing (only with a player's token). */
export const RaceStanding = Type.Object({
  /** false: self-excluded, cooling off, unverified in the brazil profile: the player does not score. */
  eligible: Type.Boolean(),
  /** null: no score yet (or not eligible). */
  place: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  score: Type.Integer({ minimum: 0 }),
  /** Score still needed to pass the last paid place above them (null: already paid, or nothing above). */
  toNextPaid: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
})
export type RaceStanding = Static<typeof RaceStanding>

/** What a race is, as both its board and the race list show it. */
const RaceFields = {
  id: Type.Integer(),
  /** In the reader's language. */
  name: Type.String(),
  state: RaceState,
  startsAt: Type.String({ description: 'ISO 8601' }),
  endsAt: Type.String({ description: 'ISO 8601' }),
}

/** A race and its board, as race/board answers and bet/stream's "race" event carries it. */
export const RaceBoard = Type.Object({
  ...RaceFields,
  /** The prize of each paid place, first place first. */
  prizes: Type.Array(Type.Integer({ minimum: 0 })),
  /** The smallest stake that scores. */
  minStake: Type.Integer({ minimum: 0 }),
  /** The top RACE_BOARD_SIZE places. */
  top: Type.Array(RacePlace),
  me: Type.Optional(RaceStanding),
})
export type RaceBoard = Static<typeof RaceBoard>

/** race/board: one race by id, or (no id) the featured one: the running race ending first, else the newest final. */
export const RaceBoardBody = ExactObject({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type RaceBoardBody = Static<typeof RaceBoardBody>

/** A race a player can open on the race page: running, upcoming, or ended within RACE_LIST_DAYS. */
export const RaceSummary = Type.Object(RaceFields)
export type RaceSummary = Static<typeof RaceSummary>

/** How far back race/list reaches for ended races, and how many races it answers at most. */
export const RACE_LIST_DAYS = 30
export const RACE_LIST_SIZE = 20

/** race/list: running and upcoming races first (soonest first), then the ended ones, newest first. */
export const RaceListAnswer = Type.Array(RaceSummary)
export type RaceListAnswer = Static<typeof RaceListAnswer>

/** race/board's answer: null when there is no race at all (or races are off in this profile). */
export const RaceBoardAnswer = Type.Union([RaceBoard, Type.Null()])
export type RaceBoardAnswer = Static<typeof RaceBoardAnswer>

/** The operator's race, as console's race list and create/update carry it. */
export const RaceDefinition = ExactObject({
  /** The name in the operator's default language, and in any other. */
  names: textsOf(60),
  /** São Paulo wall-clock times ('2026-11-26T00:00'). */
  startsAt: Type.String({ minLength: 16, maxLength: 16 }),
  endsAt: Type.String({ minLength: 16, maxLength: 16 }),
  repeat: literals(['none', 'daily', 'weekly']),
  /** Eligible games and providers; both empty: every game. */
  gameIds: Type.Array(Type.Integer({ minimum: 1 })),
  providers: Type.Array(Type.String({ minLength: 1 })),
  /** Either a pool split by shares (basis points per place, summing to 10,000) or a fixed amount per place. */
  prizePool: Type.Integer({ minimum: 0 }),
  shares: Type.Array(Type.Integer({ minimum: 0, maximum: 10_000 })),
  fixedPrizes: Type.Array(Type.Integer({ minimum: 0 })),
  minStake: Type.Integer({ minimum: 0 }),
})
export type RaceDefinition = Static<typeof RaceDefinition>
