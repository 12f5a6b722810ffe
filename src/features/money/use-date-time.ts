import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { $lang } from '../../i18n'
import { LOCALES } from '../content/format-date'

/**
 * Formats ISO times as a short date and time in the player's language; '—' for none. In the device's time
 * zone unless one is given (the operator's console reads São Paulo time).
 */
export function useDateTime(timeZone?: string): (iso: string | null) => string {
  const lang = useStore($lang)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone,
    })
    return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—')
  }, [lang, timeZone])
}
