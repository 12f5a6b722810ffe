import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { STATEMENT_KINDS } from './statement-values'

export * from './statement-values'

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD, a São Paulo day, inclusive' })
const Time = Type.String({ description: 'ISO 8601' })

/**
 * index/statement and index/statement_export: the São Paulo days from `from` to `to` inclusive (the last
 * STATEMENT_DEFAULT_DAYS days, today included, when absent; at most STATEMENT_MAX_DAYS days, ending today at the
 * latest). Checked by the handler, so that a refusal names the rule (1460).
 */
export const StatementBody = ExactObject({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
})
export type StatementBody = Static<typeof StatementBody>

/** Signed centavos by kind: what came in is positive, what went out negative. */
export const StatementTotals = Type.Object({
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  bets: Type.Integer(),
  wins: Type.Integer(),
  bonuses: Type.Integer(),
  corrections: Type.Integer(),
  provider: Type.Integer(),
})
export type StatementTotals = Static<typeof StatementTotals>

/**
 * A game session's movements in one day: an own game's session (its opening, game/open) or a provider's game
 * session, the rounds it played and their totals; rounds with no session of theirs group by game.
 */
export const StatementSession = Type.Object({
  /** Stable within the day: 'game:<session>', 'provider:<session>' or 'game-of-day:<game>'. */
  id: Type.String(),
  game: Type.String(),
  rounds: Type.Integer({ minimum: 0 }),
  firstAt: Time,
  lastAt: Time,
  totals: StatementTotals,
  /** The sum of the totals. */
  net: Type.Integer(),
})
export type StatementSession = Static<typeof StatementSession>

/** One movement outside a game session (a deposit, a withdrawal, a bonus, a correction, a provider transfer). */
const StatementMovement = Type.Object({
  /** The ledger movement's id. */
  id: Type.Integer(),
  at: Time,
  kind: literals(STATEMENT_KINDS),
  /** Signed centavos. */
  amount: Type.Integer(),
  /** What it belongs to, as the ledger names it ('order:42', 'reward:7', 'correction:3'). */
  reference: Type.String(),
})

/** One São Paulo day with movements: opening + the sum of its totals = closing. */
export const StatementDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD' }),
  opening: Type.Integer(),
  closing: Type.Integer(),
  totals: StatementTotals,
  /** Newest first. */
  sessions: Type.Array(StatementSession),
  /** Newest first. */
  movements: Type.Array(StatementMovement),
})
export type StatementDay = Static<typeof StatementDay>

/**
 * The player's own money over the range: the balance (wallet, game balance and bonus, less what is owed) at its
 * start and end, the totals by kind, and the days that moved it, newest first.
 */
export const Statement = Type.Object({
  from: Type.String({ description: 'YYYY-MM-DD' }),
  to: Type.String({ description: 'YYYY-MM-DD' }),
  opening: Type.Integer(),
  closing: Type.Integer(),
  totals: StatementTotals,
  days: Type.Array(StatementDay),
})
export type Statement = Static<typeof Statement>
