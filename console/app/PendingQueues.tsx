import type { PendingCounts } from '@src/contract/console'
import type { PendingQueue } from '@src/contract/console-values'
import { useFormatCount } from '@src/features/content/format-date'
import { useT } from '@src/i18n/react'
import { ErrorState, SkeletonList } from '@src/ui/states'
import { useCallback, useEffect, useState } from 'react'
import { ConsoleLink } from './ConsoleLink'
import { api } from './services'

/** Where each queue is worked: the page its count opens. */
const QUEUE_PAGES: Record<PendingQueue, string> = {
  payouts: '/console/orders?type=withdraw',
  corrections: '/console/corrections',
  riskCases: '/console/risk',
  identityChecks: '/console/protection',
}

/**
 * What waits for this operator, one count per queue they may open (admin/pending_counts), each a link to its
 * queue: the console's home and the top of the dashboard.
 */
export function PendingQueues() {
  const t = useT()
  const count = useFormatCount()
  const [counts, setCounts] = useState<PendingCounts | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(async () => {
    setFailed(false)
    try {
      setCounts(await api.post('admin/pending_counts', undefined, { silent: true }))
    } catch {
      setFailed(true)
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])
  if (failed) return <ErrorState onRetry={load} />
  if (!counts) return <SkeletonList rows={2} />
  if (counts.list.length === 0) return <p className="console-home__none">{t('console.overview.noQueues')}</p>
  return (
    <section aria-labelledby="console-waiting">
      <h2 id="console-waiting" className="console-home__title">
        {t('console.overview.waiting')}
      </h2>
      <ul className="console-home">
        {counts.list.map(({ queue, count: waiting }) => (
          <li key={queue}>
            <ConsoleLink to={QUEUE_PAGES[queue]} data-queue={queue} data-empty={waiting === 0}>
              <strong>{count(waiting)}</strong> {t(`console.overview.queue.${queue}`)}
            </ConsoleLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
