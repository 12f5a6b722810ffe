/**
 * The race contract's plain values (no TypeBox: the console imports them without the schema library).
 * The payloads are in src/contract/race.ts (public) and src/contract/race-admin.ts (console).
 */

/** Operator permissions of the races console (docs/races.md). */
export const RACE_PERMISSIONS = {
  /** See the races, their results and the games' race weights (admin/race_list, admin/race_weights). */
  view: 'races:race:list',
  /** Create, edit and cancel races, switch races off, set a game's race weight. */
  manage: 'races:race:edit',
} as const

/** The most paid places a race may have. */
export const RACE_MAX_PAID_PLACES = 10

/** The highest race weight an operator may set, basis points (10x). */
export const RACE_MAX_WEIGHT_BPS = 100_000
