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
