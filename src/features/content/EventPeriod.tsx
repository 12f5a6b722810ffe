import type { EventCard } from '../../contract/content'
import { useT } from '../../i18n/react'
import { useFormatDate } from './format-date'

/** When an event runs: both dates, one of them, or 'Ended' once it is over; nothing for a standing offer. */
export function EventPeriod({ event }: { event: Pick<EventCard, 'startsAt' | 'endsAt'> }) {
  const t = useT()
  const formatDate = useFormatDate()
  const { startsAt, endsAt } = event
  const ended = endsAt !== null && Date.parse(endsAt) < Date.now()
  const text = ended
    ? t('events.ended')
    : startsAt && endsAt
      ? t('events.period', { start: formatDate(startsAt), end: formatDate(endsAt) })
      : endsAt
        ? t('events.until', { date: formatDate(endsAt) })
        : startsAt
          ? t('events.from', { date: formatDate(startsAt) })
          : null
  if (!text) return null
  return (
    <span className="ficha-event__period" data-ended={ended || undefined}>
      {text}
    </span>
  )
}
