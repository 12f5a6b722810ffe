import type { ExclusionTerm, LimitKey } from '@src/contract/protection'
import { addDays as addDaysTo, addHours, addMonths } from 'date-fns'
import { dayOf, dayRange, monthOf, weekOf, weekRange } from '../calendar'

/**
 * The limits' periods in the São Paulo calendar (REWARDS_TIMEZONE, the rewards' days and weeks): a day from
 * 00:00, a week from Monday 00:00, a month from its 1st 00:00. The deposit and loss limits count from the
 * start of the current one.
 */
export type Period = 'day' | 'week' | 'month'

export const periodOfKey = (key: LimitKey): Period | null => {
  if (key.endsWith('Day')) return 'day'
  if (key.endsWith('Week')) return 'week'
  if (key.endsWith('Month')) return 'month'
  return null
}

/** When the current period of `period` started. */
export const periodStart = (period: Period, now: Date): Date => {
  if (period === 'day') return dayRange(dayOf(now)).start
  if (period === 'week') return weekRange(weekOf(now)).start
  // A month starts when its 1st day does.
  return dayRange(monthOf(now)).start
}

/** A raise or removal of a limit waits this long. */
const RAISE_DELAY_HOURS = 24

export const raiseEffectiveAt = (now: Date): Date => addHours(now, RAISE_DELAY_HOURS)

/** When a cool-off or self-exclusion taken at `since` ends; null for permanent. */
export const exclusionEnd = (term: ExclusionTerm, since: Date): Date | null => {
  if (term === '24h') return addHours(since, 24)
  if (term === '7d') return addDaysTo(since, 7)
  if (term === '30d') return addDaysTo(since, 30)
  if (term === '6m') return addMonths(since, 6)
  return null
}
