import { tz } from '@date-fns/tz'
import { REWARDS_TIMEZONE } from '@src/contract/rewards'
import { addDays, format, isValid, parseISO, startOfDay, startOfMonth, startOfWeek } from 'date-fns'
import { type SQL, sql } from 'drizzle-orm'

/**
 * The one São Paulo calendar (REWARDS_TIMEZONE, Brasília time) of the server: the rewards' days and weeks, the
 * protection limits' periods, the dates messages show. Days and weeks of the rewards: the cash back's daily limit, the
 * rebate's day and the salary's week (Monday 00:00 to the next Monday 00:00). A period is named by its first
 * day, 'YYYY-MM-DD'; a range is [start, end) in absolute time.
 */

export type Period = string

export interface Range {
  start: Date
  end: Date
}

const inZone = tz(REWARDS_TIMEZONE)

/** The day an instant falls on. */
export const dayOf = (instant: Date): Period => format(instant, 'yyyy-MM-dd', { in: inZone })

/** The Monday of the week an instant falls in. */
export const weekOf = (instant: Date): Period =>
  format(startOfWeek(instant, { weekStartsOn: 1, in: inZone }), 'yyyy-MM-dd', { in: inZone })

/** The 1st of the month an instant falls in. */
export const monthOf = (instant: Date): Period =>
  format(startOfMonth(instant, { in: inZone }), 'yyyy-MM-dd', { in: inZone })

/** Whether a text names a real day as 'YYYY-MM-DD' (2025-02-30 does not). */
export const isDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = parseISO(text, { in: inZone })
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd', { in: inZone }) === text
}

/** The period `days` days after `period` (negative: before). */
export const shiftDays = (period: Period, days: number): Period =>
  format(addDays(parseISO(period, { in: inZone }), days, { in: inZone }), 'yyyy-MM-dd', { in: inZone })

const rangeOf = (period: Period, days: number): Range => {
  const start = startOfDay(parseISO(period, { in: inZone }), { in: inZone })
  return { start: new Date(start.getTime()), end: new Date(addDays(start, days).getTime()) }
}

export const dayRange = (day: Period): Range => rangeOf(day, 1)
export const weekRange = (monday: Period): Range => rangeOf(monday, 7)

/** Periods from `first` to `last` inclusive, stepping `step` days; empty when first is after last. */
export const periodsBetween = (first: Period, last: Period, step: number): Period[] => {
  const periods: Period[] = []
  for (let period = first; period <= last; period = shiftDays(period, step)) periods.push(period)
  return periods
}

/** 'YYYY-MM-DD HH:mm' in São Paulo time: how messages name an instant. */
export const spDateTime = (instant: Date): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: REWARDS_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant)

/** The instant a São Paulo day ('YYYY-MM-DD', or SQL yielding one) starts, as timestamptz SQL. */
export const dayStartSql = (day: string | SQL): SQL =>
  sql`((${day})::date::timestamp at time zone ${sql.raw(`'${REWARDS_TIMEZONE}'`)})`
