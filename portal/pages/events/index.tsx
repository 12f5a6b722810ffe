import type { EventCard, EventList } from '@src/contract/content'
import { contentCss } from '@src/features/content/content.styles'
import { EventPeriod } from '@src/features/content/EventPeriod'
import { EventStateBadge } from '@src/features/content/EventState'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { raceCss } from '@src/features/race/race.styles'
import { useT } from '@src/i18n/react'
import { Icon } from '@src/ui/icons'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { navigateTo } from '../../app/navigation'
import { api } from '../../app/services'

const loadEvents: LoadResource<EventList> = (signal) => api.get('index/get_ac', undefined, { signal })

function EventItem({ event }: { event: EventCard }) {
  return (
    <button
      type="button"
      className="ficha-card ficha-event"
      onClick={() => navigateTo(`/pages/events/details?id=${event.id}`)}
    >
      <img className="ficha-event__image" src={event.image} alt="" loading="lazy" decoding="async" />
      <span className="ficha-event__text">
        <span className="ficha-event__title">{event.title}</span>
        <span className="ficha-event__summary">{event.summary}</span>
        <EventPeriod event={event} />
        <EventStateBadge state={event.state} />
      </span>
    </button>
  )
}

/** The way to the race page, first among the activities (the race itself loads there). */
function RaceEntry() {
  useStyles(raceCss)
  const t = useT()
  return (
    <button type="button" className="ficha-race-card" onClick={() => navigateTo('/pages/race/index')}>
      <Icon name="trophy" size={28} />
      <span className="ficha-race-card__text">
        <span className="ficha-race-card__title">{t('race.tab')}</span>
        <span className="ficha-race-card__line">{t('race.cardText')}</span>
      </span>
      <span className="ficha-race-card__action">{t('race.open')}</span>
    </button>
  )
}

/** The way to the missions and the points shop, after the race's. */
function MissionsEntry() {
  const t = useT()
  return (
    <button type="button" className="ficha-race-card" onClick={() => navigateTo('/pages/missions/index')}>
      <Icon name="gift" size={28} />
      <span className="ficha-race-card__text">
        <span className="ficha-race-card__title">{t('title.missions')}</span>
        <span className="ficha-race-card__line">{t('missions.cardText')}</span>
      </span>
      <span className="ficha-race-card__action">{t('missions.open')}</span>
    </button>
  )
}

/** Activities (/pages/events/index): the race, the missions, then the operator's events; a tap opens an event's rules. */
export default function Events() {
  useStyles(contentCss)
  const t = useT()
  const events = useResource(loadEvents)
  return (
    <PullToRefresh onRefresh={events.reload}>
      <div className="ficha-stack">
        <RaceEntry />
        <MissionsEntry />
        <Loadable
          resource={events}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon="gift" title={t('events.empty')} text={t('events.emptyText')} />}
        >
          {(list) => (
            <div className="ficha-stack">
              {list.map((event) => (
                <EventItem key={event.id} event={event} />
              ))}
            </div>
          )}
        </Loadable>
      </div>
    </PullToRefresh>
  )
}
