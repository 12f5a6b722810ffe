import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { $lang } from '../../i18n'
import type { Lang } from '../../i18n/languages'

/** The BCP 47 locale of each language, for dates in the player's own format. */
export const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB', sw: 'sw', pt: 'pt-BR' }

/** Formats ISO dates as a short date in the player's language ('12 de mar. de 2026', '2026年3月12日'). */
export function useFormatDate(): (iso: string) => string {
  const lang = useStore($lang)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium' })
    return (iso: string) => format.format(new Date(iso))
  }, [lang])
}

/**
 * Formats calendar days (YYYY-MM-DD: a birth date, a report's day) as a short date in the reader's language,
 * the day itself whatever the device's zone: 04/05/1990 in Portuguese, or 04/05 without the year (a chart's axis).
 */
export function useFormatDay(withYear = true): (day: string) => string {
  const lang = useStore($lang)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(
      LOCALES[lang],
      withYear
        ? { dateStyle: 'short', timeZone: 'UTC' }
        : { day: '2-digit', month: '2-digit', timeZone: 'UTC' },
    )
    return (day: string) => format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`))
  }, [lang, withYear])
}

/** Formats counts with the reader's language's digit groups: 1.234 in Portuguese, 1,234 in English. */
export function useFormatCount(): (count: number) => string {
  const lang = useStore($lang)
  return useMemo(() => {
    const format = new Intl.NumberFormat(LOCALES[lang])
    return (count: number) => format.format(count)
  }, [lang])
}
