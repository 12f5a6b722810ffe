import { tz } from '@date-fns/tz'
import { REWARDS_TIMEZONE } from '@src/contract/rewards'
import { addDays, format, parseISO } from 'date-fns'

/** Races are typed in on São Paulo's wall clock (the rewards' calendar, services/calendar). */
const inZone = tz(REWARDS_TIMEZONE)

/** '2026-11-26T00:00' on São Paulo's wall clock, as an instant. */
export const fromSpWallClock = (wall: string): Date => new Date(parseISO(wall, { in: inZone }).getTime())

/** An instant as São Paulo's wall clock, 'YYYY-MM-DDTHH:mm'. */
export const toSpWallClock = (instant: Date): string => format(instant, "yyyy-MM-dd'T'HH:mm", { in: inZone })

/** The same wall-clock time `days` days later in São Paulo (a repeating race's next occurrence). */
export const addSpDays = (instant: Date, days: number): Date =>
  new Date(addDays(instant, days, { in: inZone }).getTime())
