import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals, SaveBody } from './envelope'
import { RaceDefinition } from './race'
import { RACE_MAX_WEIGHT_BPS } from './race-values'

/**
 * The operator console's races (docs/races.md, console/pages/races): the list, create and edit, cancel, the
 * switch, and each game's race weight.
 */

/** The stored state as the console shows it: the API's states plus cancelled. */
const AdminRaceState = literals(['upcoming', 'running', 'settling', 'final', 'cancelled'])

export const AdminRace = Type.Object({
  id: Type.Integer(),
  state: AdminRaceState,
  definition: RaceDefinition,
  /** Players with a score. */
  players: Type.Integer({ minimum: 0 }),
  /** Centavos paid in prizes so far. */
  paid: Type.Integer({ minimum: 0 }),
  /** The race this one repeats (a daily or weekly race's earlier occurrence), or null. */
  previousId: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * Providers' stakes rolled back after the race's result was frozen (docs/races.md): how many, and the
   * centavos staked; the places stand.
   */
  lateRollbacks: Type.Object({ count: Type.Integer({ minimum: 0 }), stake: Type.Integer({ minimum: 0 }) }),
})
export type AdminRace = Static<typeof AdminRace>

/** admin/race_list: the switch and the newest races first (at most 100). */
export const AdminRaces = Type.Object({
  enabled: Type.Boolean(),
  races: Type.Array(AdminRace),
})
export type AdminRaces = Static<typeof AdminRaces>

/** admin/race_save: a new race (no id), or new terms for one not started yet. */
export const RaceSaveBody = SaveBody('race', RaceDefinition)
export type RaceSaveBody = Static<typeof RaceSaveBody>

/** admin/race_cancel. */
export const RaceCancelBody = ExactObject({ id: Type.Integer({ minimum: 1 }) })
export type RaceCancelBody = Static<typeof RaceCancelBody>

/** admin/race_switch: races on or off in this site. */
export const RaceSwitchBody = ExactObject({ enabled: Type.Boolean() })
export type RaceSwitchBody = Static<typeof RaceSwitchBody>

/** One game's race weight: what it scores per centavo staked, in basis points. */
const RaceWeight = Type.Object({
  gameId: Type.Integer(),
  slug: Type.String(),
  /** In the reader's language. */
  name: Type.String(),
  provider: Type.String(),
  rtpBps: Type.Union([Type.Integer(), Type.Null()]),
  /** The operator's weight, or null: it follows the house edge. */
  weightBps: Type.Union([Type.Integer(), Type.Null()]),
  /** The weight that applies (the operator's, or the house edge's). */
  effectiveBps: Type.Integer({ minimum: 0 }),
})

export const RaceWeights = Type.Array(RaceWeight)
export type RaceWeights = Static<typeof RaceWeights>

/** admin/race_weight: set a game's weight (null: follow the house edge again). */
export const RaceWeightBody = ExactObject({
  gameId: Type.Integer({ minimum: 1 }),
  weightBps: Type.Union([Type.Integer({ minimum: 0, maximum: RACE_MAX_WEIGHT_BPS }), Type.Null()]),
})
export type RaceWeightBody = Static<typeof RaceWeightBody>
