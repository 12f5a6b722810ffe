/** The player's statement (index/statement, index/statement_export): the values the client and server share. */

/**
 * What the player's money did, by kind: money in and out (deposits, withdrawals), the own games' stakes and
 * prizes (bets, wins), promotions and prizes (bonuses), the operator's corrections, and play at third-party
 * providers (provider: their stakes, prizes and reversals, and the money moved to and from a transfer wallet).
 */
export const STATEMENT_KINDS = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'bonuses',
  'corrections',
  'provider',
] as const
export type StatementKind = (typeof STATEMENT_KINDS)[number]

/** The range answered when none is asked for: the last 30 São Paulo days, today included. */
export const STATEMENT_DEFAULT_DAYS = 30
/** The longest range one request may ask for, in days. */
export const STATEMENT_MAX_DAYS = 90
