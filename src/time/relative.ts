import { JUST_NOW_MS } from '../constants'
import { t } from '../i18n'
import type { Translate } from '../i18n/translator'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago, in the player's language: 'just now' under 5 minutes (and for times in the future, which
 * only a skewed clock produces), then whole minutes, hours or days ago. An invalid date gives ''.
 */
export function relativeTime(
  date: Date | number | string,
  now: Date | number = Date.now(),
  translate: Translate = t,
): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime()
  if (Number.isNaN(elapsed)) return ''
  if (elapsed < JUST_NOW_MS) return translate('time.justNow')
  if (elapsed < HOUR) return translate('time.minutesAgo', { n: Math.floor(elapsed / MINUTE) })
  if (elapsed < DAY) return translate('time.hoursAgo', { n: Math.floor(elapsed / HOUR) })
  return translate('time.daysAgo', { n: Math.floor(elapsed / DAY) })
}
