import type { SQL } from 'drizzle-orm'
import { dayStartSql, monthOf } from '../calendar'

/**
 * The São Paulo months of the statements (REWARDS_TIMEZONE through services/calendar, as the rewards' days and
 * weeks): a month is named by its 1st day, 'YYYY-MM-01', and runs from that day's start to the next month's.
 */
export type Month = string

const MONTH = /^(\d{4})-(\d{2})-01$/

export const isMonth = (text: string): boolean => {
  const match = MONTH.exec(text)
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12
}

/** The month after (steps 1) or before (steps -1) a month. */
export const shiftMonth = (month: Month, steps: number): Month => {
  const match = MONTH.exec(month)
  if (!match) throw new RangeError(`Not a month: ${month}`)
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + steps
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/** The month an instant falls in, São Paulo time. */
export const monthAt = (instant: Date): Month => monthOf(instant)

/** [start, end) of a month as timestamptz SQL: its first day's start to the next month's first day's. */
export const monthBounds = (month: Month): { start: SQL; end: SQL } => ({
  start: dayStartSql(month),
  end: dayStartSql(shiftMonth(month, 1)),
})
