import { type Static, Type } from '@sinclair/typebox'
import { ExactObject } from './envelope'
import { SUB_ID_SLOTS } from './partners-values'

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD, a São Paulo day, inclusive' })

/**
 * partner/figures: the partner's own figures over [from, to] (São Paulo days, at most PARTNER_AREA_MAX_DAYS),
 * by day and by the values of one sub-id (`by`, 1 to 5; 1 when absent).
 */
export const PartnerFiguresBody = ExactObject({
  from: Day,
  to: Day,
  by: Type.Optional(Type.Integer({ minimum: 1, maximum: SUB_ID_SLOTS })),
})
export type PartnerFiguresBody = Static<typeof PartnerFiguresBody>

/**
 * One row of figures. Clicks are the counted ones (bots and repeats apart); sign-ups are the players
 * attributed; first deposits, the attributed players whose first paid deposit fell in the row; qualified, the
 * CPA qualifications recorded; NGR from the ledger (the operator's rule); commission, the CPA of those
 * qualifications plus the plan's revenue-share rate on the row's NGR, before carry-over (the month's
 * statement is final). Money in centavos.
 */
export const PartnerFigureRow = Type.Object({
  clicks: Type.Integer(),
  /** Bots and repeats, counted apart. */
  otherClicks: Type.Integer(),
  signups: Type.Integer(),
  firstDeposits: Type.Integer(),
  qualified: Type.Integer(),
  ngr: Type.Integer(),
  commission: Type.Integer(),
})
export type PartnerFigureRow = Static<typeof PartnerFigureRow>

export const PartnerFigures = Type.Object({
  partnerId: Type.Integer(),
  from: Day,
  to: Day,
  /** The revenue-share rate the commission figures use, basis points (0 without a revenue-share plan). */
  rateBps: Type.Integer(),
  /** The CPA per qualified player, centavos (0 without a CPA plan). */
  cpa: Type.Integer(),
  totals: PartnerFigureRow,
  /** Every day of the range, oldest first. */
  days: Type.Array(Type.Intersect([Type.Object({ day: Day }), PartnerFigureRow])),
  /** One row per value of the chosen sub-id ('' for none), by sign-ups then clicks, most first. */
  subIds: Type.Array(Type.Intersect([Type.Object({ subId: Type.String() }), PartnerFigureRow])),
})
export type PartnerFigures = Static<typeof PartnerFigures>
