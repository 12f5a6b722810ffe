import { type Static, Type } from '@sinclair/typebox'
import { literals } from './envelope'

/**
 * The development aids' requests and answers (dev/outbox is in user.ts): routes registered only outside
 * production, for browser tests and demos.
 */

/** The operator roles dev/operator creates an account with (server/services/accounts/operatorRoles.ts grants them). */
export const DevOperatorBody = Type.Object(
  {
    role: literals(['support', 'finance', 'risk', 'admin']),
  },
  { additionalProperties: false },
)
export const DevOperator = Type.Object({ phone: Type.String(), password: Type.String() })

export const SeedMonthBody = Type.Optional(
  Type.Object(
    { players: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
    { additionalProperties: false },
  ),
)

/** What the seed wrote on one São Paulo day, as the reports count it (amounts in centavos). */
export const SeededDay = Type.Object({
  day: Type.String(),
  newPlayers: Type.Integer(),
  deposits: Type.Integer(),
  depositAmount: Type.Integer(),
  withdrawals: Type.Integer(),
  withdrawalAmount: Type.Integer(),
  rounds: Type.Integer(),
  stakes: Type.Integer(),
  wins: Type.Integer(),
  /** What the house's game accounts gained: stakes less wins. */
  ggr: Type.Integer(),
  /** GGR less what the rewards and corrections accounts paid out net. */
  ngr: Type.Integer(),
})
export type SeededDay = Static<typeof SeededDay>

export const SeededMonth = Type.Object({
  from: Type.String(),
  to: Type.String(),
  players: Type.Integer(),
  days: Type.Array(SeededDay),
})
export type SeededMonth = Static<typeof SeededMonth>

/** What dev/seed_month wrote, or null when the database had a month already. */
export const SeededMonthAnswer = Type.Union([SeededMonth, Type.Null()])
