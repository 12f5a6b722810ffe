import type { EventState } from '../../contract/content'
import { useT } from '../../i18n/react'

/** What an event offers the player by their state: take part, taking part already, or used up. */
export const EVENT_ACTIONS: Record<EventState, string> = {
  open: 'events.join',
  joined: 'events.joined',
  done: 'events.done',
}

/** The event card's pill: 'Participar', 'Participando' or 'Concluído'. */
export function EventStateBadge({ state }: { state: EventState }) {
  const t = useT()
  return (
    <span className="ficha-event__state" data-state={state}>
      {t(EVENT_ACTIONS[state])}
    </span>
  )
}
