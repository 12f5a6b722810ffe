import { tz } from '@date-fns/tz'
import { REWARDS_TIMEZONE } from '@src/contract/rewards'
import { addDays, format, parseISO } from 'date-fns'

/** Races are typed in on São Paulo's wall clock (the rewards' calendar, services/calendar). */
const inZone = tz(REWARDS_TIMEZONE)

/** '2026-11-26T00:00' on São Paulo's wall clock, as an instant. */
const fromSpWallClock = (wall: string): Date => new Date(parseISO(wall, { in: inZone }).getTime())

/**
 * A window typed on São Paulo's wall clock (a race's, a mission's) as instants; null when either end is no
 * time or it does not end after it starts.
 */
export const spWallClockWindow = (typed: {
  startsAt: string
  endsAt: string
}): { startsAt: Date; endsAt: Date } | null => {
  const startsAt = fromSpWallClock(typed.startsAt)
  const endsAt = fromSpWallClock(typed.endsAt)
  const valid = !Number.isNaN(startsAt.getTime()) && !Number.isNaN(endsAt.getTime()) && endsAt > startsAt
  return valid ? { startsAt, endsAt } : null
}

/** An instant as São Paulo's wall clock, 'YYYY-MM-DDTHH:mm'. */
export const toSpWallClock = (instant: Date): string => format(instant, "yyyy-MM-dd'T'HH:mm", { in: inZone })

/** The same wall-clock time `days` days later in São Paulo (a repeating race's next occurrence). */
export const addSpDays = (instant: Date, days: number): Date =>
  new Date(addDays(instant, days, { in: inZone }).getTime())
