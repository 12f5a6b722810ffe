import type { Translate } from '@src/i18n/translator'

/** The time to the 10-day mark, or past it, in days and hours ('3 d 4 h left', '1 d 2 h overdue'). */
export const clockText = (t: Translate, secondsLeft: number, overdue: boolean): string => {
  const hours = Math.floor(Math.abs(secondsLeft) / 3600)
  const params = { days: Math.floor(hours / 24), hours: hours % 24 }
  return t(overdue ? 'adminComplaints.overdue' : 'adminComplaints.left', params)
}
