import type { EventDetails } from '@src/contract/content'
import { Paragraphs } from '@src/features/content/ContentArticle'
import { contentCss } from '@src/features/content/content.styles'
import { EventPeriod } from '@src/features/content/EventPeriod'
import { EVENT_ACTIONS } from '@src/features/content/EventState'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback } from 'react'
import { navigateTo } from '../../app/navigation'
import { usePageTitle } from '../../app/page-title'
import { useRouteQuery } from '../../app/route-query'
import { addressTarget } from '../../app/routes'
import { api } from '../../app/services'

/** What the page shows, from an event card (index/get_acdtai) or a content page by key (index/get_contents). */
type Details = Pick<EventDetails, 'title' | 'body'> &
  Partial<Pick<EventDetails, 'image' | 'link' | 'startsAt' | 'endsAt' | 'state'>>

const css = `
.ficha-event-details { overflow: hidden; }
.ficha-event-details__text { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); padding: calc(var(--ficha-space) * 4); }
.ficha-event-details__title { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; line-height: 1.3; }
`

function DetailsView({ details }: { details: Details }) {
  const t = useT()
  usePageTitle(details.title)
  const { image, link, startsAt = null, endsAt = null, state = 'open' } = details
  return (
    <article className="ficha-card ficha-event-details">
      {image ? <img className="ficha-event__image" src={image} alt="" /> : null}
      <div className="ficha-event-details__text">
        <h2 className="ficha-event-details__title">{details.title}</h2>
        <EventPeriod event={{ startsAt, endsAt }} />
        <Paragraphs body={details.body} />
        {link?.startsWith('/') ? (
          <Button
            block
            variant={state === 'open' ? 'primary' : 'secondary'}
            onClick={() => navigateTo(addressTarget(link))}
          >
            {t(EVENT_ACTIONS[state])}
          </Button>
        ) : null}
      </div>
    </article>
  )
}

function LoadedDetails({ id, contentKey }: { id: number; contentKey: string }) {
  const load = useCallback<LoadResource<Details>>(
    (signal) =>
      id > 0
        ? api.post('index/get_acdtai', { id }, { signal })
        : api.post('index/get_contents', { key: contentKey }, { signal }),
    [id, contentKey],
  )
  const details = useResource(load)
  return <Loadable resource={details}>{(data) => <DetailsView details={data} />}</Loadable>
}

/** Event details (/pages/events/details?id=<event> or ?key=<content key>): the rules and a way to take part. */
export default function EventDetailsPage() {
  useStyles(contentCss)
  useStyles(css)
  const t = useT()
  const query = useRouteQuery()
  const id = Number(query.get('id'))
  const key = query.get('key') ?? ''
  const validId = Number.isInteger(id) && id > 0
  if (!validId && !key) return <EmptyState icon="gift" title={t('events.empty')} />
  return <LoadedDetails id={validId ? id : 0} contentKey={key} />
}
