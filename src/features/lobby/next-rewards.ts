import type { Translate } from '../../i18n/translator'

const MINUTE = 60_000

/**
 * How long until a payment, in whole minutes rounded up, in the player's language: '2 d 5 h', '5 h 12 min',
 * '8 min' (never '0 min': a payment due now reads '1 min').
 */
export function timeUntil(at: string | Date, now: number, t: Translate): string {
  const minutes = Math.max(1, Math.ceil((new Date(at).getTime() - now) / MINUTE))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return t('lobby.inDays', { d: days, h: hours })
  if (hours > 0) return t('lobby.inHours', { h: hours, m: minutes % 60 })
  return t('lobby.inMinutes', { m: minutes })
}
